import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../events/envelope.ts';
import {
  KIND_HEADER,
  MalformedMessageError,
  decodeMessage,
  eventMessage,
  watermarkMessages,
  type OutgoingMessage,
} from './eventMessages.ts';

const event: RecordedEvent = {
  streamId: 'clip-c1',
  streamPosition: 3n,
  globalPosition: { tx: 18_446_744_073_709_551_000n, gp: 42n },
  type: 'ClipApproved',
  schemaVersion: 2,
  data: { clipId: 'c1', personal: { v: 1, ct: 'sealed' } },
  metadata: {
    eventId: 'e1',
    occurredAt: '2026-11-21T06:00:00.000Z',
    actor: { system: 'test' },
    correlationId: 'c',
    causationId: null,
  },
};

const received = (message: OutgoingMessage, offset = '7') => ({
  key: message.key === null ? null : Buffer.from(message.key),
  value: Buffer.from(message.value),
  headers: Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [k, Buffer.from(v)])),
  offset,
});

describe('event messages', () => {
  it('key an event by its stream and carry it whole, positions as text, data as stored', () => {
    const message = eventMessage(event);
    expect(message.key).toBe('clip-c1');
    expect(message.partition).toBeUndefined();
    expect(decodeMessage(received(message))).toEqual({ kind: 'event', offset: '7', event });
  });

  it('send one watermark to every partition', () => {
    const messages = watermarkMessages(3, { tx: 5n, gp: 9n });
    expect(messages.map((m) => m.partition)).toEqual([0, 1, 2]);
    expect(messages.every((m) => m.key === null)).toBe(true);
    expect(decodeMessage(received(messages[1]!, '12'))).toEqual({
      kind: 'watermark',
      offset: '12',
      position: { tx: 5n, gp: 9n },
    });
  });

  it('refuse what is not ours rather than skip it', () => {
    const message = eventMessage(event);
    const foreign = { ...received(message), headers: { [KIND_HEADER]: Buffer.from('other') } };
    expect(() => decodeMessage(foreign)).toThrow(MalformedMessageError);
    expect(() => decodeMessage({ ...received(message), value: Buffer.from('{') })).toThrow(
      MalformedMessageError,
    );
    expect(() => decodeMessage({ ...received(message), value: null })).toThrow(MalformedMessageError);
    const noPosition = JSON.stringify({ ...JSON.parse(message.value), globalPosition: 'x' });
    expect(() => decodeMessage({ ...received(message), value: Buffer.from(noPosition) })).toThrow(
      /no valid position/,
    );
  });
});
