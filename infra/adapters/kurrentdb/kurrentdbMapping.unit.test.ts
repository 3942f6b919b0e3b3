import { describe, expect, it } from 'vitest';
import type { RecordedEvent as KurrentRecordedEvent } from '@kurrent/kurrentdb-client';
import type { NewEvent } from '../../../events/envelope.ts';
import { expectAny, expectExact, expectNoStream } from '../../../events/eventStore.ts';
import { START } from '../../../events/checkpoint.ts';
import {
  currentStateToVersion,
  fromKurrentMetadata,
  isSystemEvent,
  nextExpectedRevisionToVersion,
  positionToRevision,
  revisionToPosition,
  toEventData,
  toGlobalPosition,
  toKurrentPosition,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrentdbMapping.ts';

const eventId = '0b6f0f3e-6a7c-4b8e-9d3f-2a1b4c5d6e7f';

const newEvent: NewEvent = {
  type: 'ClipApproved',
  schemaVersion: 2,
  data: { clipId: 'c1', priceSatang: 45_000, title: 'ชนท้ายที่แยก' },
  metadata: {
    eventId,
    occurredAt: '2025-01-02T03:04:05.000Z',
    actor: { id: 'u1', role: 'admin' },
    correlationId: 'corr-1',
    causationId: 'cause-1',
  },
};

function kurrentEvent(overrides: Partial<KurrentRecordedEvent> = {}): KurrentRecordedEvent {
  return {
    streamId: 'clip-c1',
    id: eventId,
    isJson: true,
    revision: 0n,
    type: 'ClipApproved',
    created: new Date('2025-01-02T03:04:06.000Z'),
    data: { clipId: 'c1' },
    metadata: {
      eventId,
      occurredAt: '2025-01-02T03:04:05.000Z',
      actor: { id: 'u1', role: 'admin' },
      correlationId: 'corr-1',
      causationId: null,
      schemaVersion: 3,
    },
    position: { commit: 1234n, prepare: 1200n },
    ...overrides,
  } as KurrentRecordedEvent;
}

describe('KurrentDB mapping: expected version → streamState', () => {
  it('maps noStream and any to the client constants', () => {
    expect(toStreamState(expectNoStream)).toBe('no_stream');
    expect(toStreamState(expectAny)).toBe('any');
  });

  it('maps an exact 1-based version to the 0-based revision of the last event', () => {
    expect(toStreamState(expectExact(1n))).toBe(0n);
    expect(toStreamState(expectExact(5n))).toBe(4n);
  });

  it('treats exact 0 as no stream', () => {
    expect(toStreamState(expectExact(0n))).toBe('no_stream');
    expect(toStreamState({ kind: 'exact', version: 0n })).toBe('no_stream');
  });

  it('rejects negative versions', () => {
    expect(() => toStreamState({ kind: 'exact', version: -1n })).toThrow(RangeError);
  });
});

describe('KurrentDB mapping: revision ↔ position', () => {
  it('is off by one in both directions', () => {
    expect(revisionToPosition(0n)).toBe(1n);
    expect(revisionToPosition(41n)).toBe(42n);
    expect(positionToRevision(1n)).toBe(0n);
    expect(positionToRevision(42n)).toBe(41n);
    expect(() => positionToRevision(0n)).toThrow(RangeError);
    expect(() => revisionToPosition(-1n)).toThrow(RangeError);
  });

  it('maps the actual state of a wrong-expected-version error to our version', () => {
    expect(currentStateToVersion('no_stream')).toBe(0n);
    expect(currentStateToVersion(0n)).toBe(1n);
    expect(currentStateToVersion(6n)).toBe(7n);
    expect(currentStateToVersion(-5n)).toBe(0n);
  });

  it('maps nextExpectedRevision to our version', () => {
    expect(nextExpectedRevisionToVersion(2n)).toBe(3n);
    expect(nextExpectedRevisionToVersion(-1n)).toBe(0n);
  });
});

describe('KurrentDB mapping: global positions', () => {
  it('maps commit → tx and prepare → gp and back', () => {
    expect(toGlobalPosition({ commit: 10n, prepare: 9n })).toEqual({ tx: 10n, gp: 9n });
    expect(toKurrentPosition({ tx: 10n, gp: 9n })).toEqual({ commit: 10n, prepare: 9n });
  });

  it('reads from the client START constant for our START', () => {
    expect(toReadPosition(START)).toBe('start');
    expect(toReadPosition({ tx: 7n, gp: 7n })).toEqual({ commit: 7n, prepare: 7n });
  });

  it('recognises system events by type or stream', () => {
    expect(isSystemEvent({ streamId: 'clip-1', type: 'ClipApproved' })).toBe(false);
    expect(isSystemEvent({ streamId: '$$clip-1', type: '$metadata' })).toBe(true);
    expect(isSystemEvent({ streamId: '$stats-0.0.0.0:2113', type: 'Something' })).toBe(true);
    expect(isSystemEvent({ streamId: 'clip-1', type: '$>' })).toBe(true);
  });
});

describe('KurrentDB mapping: events', () => {
  it('writes JSON data, our metadata plus schemaVersion, and our eventId as the event id', () => {
    const data = toEventData(newEvent);
    expect(data).toEqual({
      id: eventId,
      contentType: 'application/json',
      type: 'ClipApproved',
      data: newEvent.data,
      metadata: { ...newEvent.metadata, schemaVersion: 2 },
    });
  });

  it('defaults schemaVersion to 1 when writing', () => {
    const { schemaVersion: _omitted, ...withoutVersion } = newEvent;
    expect(toEventData(withoutVersion).metadata).toMatchObject({ schemaVersion: 1 });
  });

  it('maps a recorded event to our envelope', () => {
    expect(toRecordedEvent(kurrentEvent({ revision: 4n }))).toEqual({
      streamId: 'clip-c1',
      streamPosition: 5n,
      globalPosition: { tx: 1234n, gp: 1200n },
      type: 'ClipApproved',
      schemaVersion: 3,
      data: { clipId: 'c1' },
      metadata: {
        eventId,
        occurredAt: '2025-01-02T03:04:05.000Z',
        actor: { id: 'u1', role: 'admin' },
        correlationId: 'corr-1',
        causationId: null,
      },
    });
  });

  it('round-trips what it writes', () => {
    const written = toEventData(newEvent);
    const recorded = toRecordedEvent(
      kurrentEvent({ type: written.type, data: written.data, metadata: written.metadata, revision: 0n }),
    );
    expect(recorded.type).toBe(newEvent.type);
    expect(recorded.schemaVersion).toBe(2);
    expect(recorded.data).toEqual(newEvent.data);
    expect(recorded.metadata).toEqual(newEvent.metadata);
    expect(recorded.streamPosition).toBe(1n);
  });

  it('falls back to defaults for events without our metadata', () => {
    const recorded = toRecordedEvent(kurrentEvent({ metadata: undefined }));
    expect(recorded.schemaVersion).toBe(1);
    expect(recorded.metadata).toEqual({
      eventId,
      occurredAt: '2025-01-02T03:04:06.000Z',
      actor: { system: 'unknown' },
      correlationId: eventId,
      causationId: null,
    });
  });

  it('keeps a system actor and ignores a malformed schemaVersion', () => {
    const { metadata, schemaVersion } = fromKurrentMetadata(
      {
        eventId: 'e',
        occurredAt: 't',
        actor: { system: 'expiry' },
        correlationId: 'c',
        causationId: 'x',
        schemaVersion: 0,
      },
      { id: 'fallback', created: new Date(0) },
    );
    expect(metadata).toEqual({
      eventId: 'e',
      occurredAt: 't',
      actor: { system: 'expiry' },
      correlationId: 'c',
      causationId: 'x',
    });
    expect(schemaVersion).toBe(1);
  });

  it('refuses an event without a log position', () => {
    expect(() => toRecordedEvent(kurrentEvent({ position: undefined }))).toThrow(/without a log position/);
  });
});
