import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_FOLDER,
  MESSAGE_MAX_BYTES,
  SOCKET_PATH_MAX_BYTES,
  controlSocketPath,
  decodeMessage,
  encodeMessage,
  lineSplitter,
  snapshotAnswerSchema,
  controlRequestSchema,
} from './backupProtocol.ts';

describe('controlSocketPath', () => {
  it('is the socket in DATA_DIR/control, absolute while that fits', () => {
    expect(controlSocketPath('/srv/dashclip/data', '/home/me')).toBe(
      `/srv/dashclip/data/${CONTROL_FOLDER}/backup.sock`,
    );
  });

  it('is relative to the working folder when only that fits a socket address', () => {
    const deep = `/${'d'.repeat(SOCKET_PATH_MAX_BYTES)}/data`;
    const named = controlSocketPath(deep, path.dirname(deep));
    expect(named).toBe(`data/${CONTROL_FOLDER}/backup.sock`);
    expect(path.resolve(path.dirname(deep), named)).toBe(path.join(deep, CONTROL_FOLDER, 'backup.sock'));
  });

  it('stays absolute when relative is no shorter (listening then fails and says so)', () => {
    const deep = `/${'d'.repeat(SOCKET_PATH_MAX_BYTES)}/data`;
    expect(controlSocketPath(deep, '/elsewhere/entirely')).toBe(
      path.join(deep, CONTROL_FOLDER, 'backup.sock'),
    );
  });
});

describe('the control messages', () => {
  const snapshot = {
    dir: '/srv/data/backup-staging/1',
    takenAt: '2026-11-26T18:30:28.037Z',
    whileRunning: true,
    postgresVersion: '18.6',
    events: { count: 2, lastGlobalPosition: 2 },
    mediaFiles: 5,
  };

  it('are single JSON lines, read back whole however the stream cuts them', () => {
    const lines: string[] = [];
    const feed = lineSplitter((line) => lines.push(line));
    const text = encodeMessage({ type: 'snapshot' }) + encodeMessage({ type: 'snapshot', snapshot });
    for (const piece of [text.slice(0, 5), text.slice(5, 40), text.slice(40)])
      expect(feed(Buffer.from(piece))).toBe(true);
    expect(lines).toHaveLength(2);
    expect(decodeMessage(controlRequestSchema, lines[0]!)).toEqual({ type: 'snapshot' });
    expect(decodeMessage(snapshotAnswerSchema, lines[1]!)).toEqual({ type: 'snapshot', snapshot });
  });

  it('refuse a line that grows past the limit instead of buffering it', () => {
    const feed = lineSplitter(() => {});
    expect(feed(Buffer.alloc(MESSAGE_MAX_BYTES + 1, 'x'))).toBe(false);
  });

  it('decode to null when not JSON or not a known message', () => {
    expect(decodeMessage(controlRequestSchema, 'not json')).toBeNull();
    expect(decodeMessage(controlRequestSchema, '{"type":"restore"}')).toBeNull();
    expect(decodeMessage(controlRequestSchema, '{"type":"done"}')).toEqual({ type: 'done' });
    expect(decodeMessage(controlRequestSchema, '{"type":"snapshot","path":"/etc"}')).toBeNull();
    expect(decodeMessage(snapshotAnswerSchema, '{"type":"refused","code":"BUSY"}')).toEqual({
      type: 'refused',
      code: 'BUSY',
    });
  });
});
