import { describe, expect, it } from 'vitest';
import { bangkokDay } from './bangkokDay.ts';

describe('bangkokDay', () => {
  it('turns at 17:00 UTC, midnight in Bangkok', () => {
    expect(bangkokDay(new Date('2026-11-21T16:59:59Z'))).toBe('2026-11-21');
    expect(bangkokDay(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
  });
});
