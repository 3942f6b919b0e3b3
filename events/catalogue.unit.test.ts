import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './envelope.ts';
import { upcast, upcastWith } from './catalogue.ts';

const recorded = (schemaVersion: number, data: unknown, type = 'ClipRejected'): RecordedEvent => ({
  streamId: 'clip-1',
  streamPosition: 2n,
  globalPosition: { tx: 10n, gp: 20n },
  type,
  schemaVersion,
  data,
  metadata: {
    eventId: 'e',
    occurredAt: '2026-11-21T00:00:00.000Z',
    actor: { system: 't' },
    correlationId: 'c',
    causationId: null,
  },
});

describe('upcasting on read', () => {
  const entry = {
    version: 3,
    upcasters: {
      1: (data: unknown) => ({ ...(data as object), reason: 'ไม่ระบุ' }),
      2: (data: unknown) => ({ ...(data as object), reasonCode: 'other' }),
    },
  };

  it('runs every step from the stored version to the current one, without touching the stored event', () => {
    const old = recorded(1, { clipId: 'c1' });
    expect(upcastWith(entry, old)).toMatchObject({
      schemaVersion: 3,
      data: { clipId: 'c1', reason: 'ไม่ระบุ', reasonCode: 'other' },
    });
    expect(old.data).toEqual({ clipId: 'c1' });
  });

  it('leaves current events and unknown types alone', () => {
    const current = recorded(1, { clipId: 'c1', reason: 'x', rejectedAt: 't' });
    expect(upcast(current)).toEqual(current);
    const foreign = recorded(1, { a: 1 }, 'SomethingElse');
    expect(upcast(foreign)).toBe(foreign);
  });

  it('fails loudly when a step is missing', () => {
    expect(() => upcastWith({ version: 2, upcasters: {} }, recorded(1, {}))).toThrow(/no upcaster/);
  });
});
