import { describe, expect, it } from 'vitest';
import { defaultBackupTarget, isInside } from './backUpEmbedded.ts';

describe('defaultBackupTarget', () => {
  it('names the backup by its UTC time, with no character a filesystem refuses', () => {
    expect(defaultBackupTarget(new Date('2026-11-26T18:30:28.037Z'))).toBe(
      'backups/dashclip-2026-11-26T18-30-28Z',
    );
  });
});

describe('isInside', () => {
  it('tells a target in the data directory (refused) from one beside it', () => {
    expect(isInside('/srv/data', '/srv/data')).toBe(true);
    expect(isInside('/srv/data/media/backup', '/srv/data')).toBe(true);
    expect(isInside('/srv/data-backups/1', '/srv/data')).toBe(false);
    expect(isInside('/srv/backups/1', '/srv/data')).toBe(false);
    expect(isInside('/srv/..data/1', '/srv')).toBe(true);
  });
});
