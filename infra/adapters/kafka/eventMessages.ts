import { formatPosition, parsePosition } from '../../../events/checkpoint.ts';
import type { EventMetadata, GlobalPosition, RecordedEvent } from '../../../events/envelope.ts';

/**
 * How events travel on the topic (issue 18). An event message is keyed by its stream id, so one
 * stream stays in one partition, in order; its value is the event as the store holds it (personal
 * fields sealed). A watermark message, sent by the relay to every partition after each batch, says
 * that every event at or before its position is already in the partition ahead of it.
 */
export const MESSAGE_FORMAT_VERSION = 1;
export const KIND_HEADER = 'dashclip-kind';
export const TYPE_HEADER = 'dashclip-type';
export const POSITION_HEADER = 'dashclip-position';

export interface OutgoingMessage {
  key: string | null;
  value: string;
  partition?: number;
  headers: Record<string, string>;
}

export interface IncomingMessage {
  key: Buffer | null;
  value: Buffer | null;
  headers?: Record<string, Buffer | string | (Buffer | string)[] | undefined>;
  offset: string;
}

export type FeedItem =
  | { kind: 'event'; offset: string; event: RecordedEvent }
  | { kind: 'watermark'; offset: string; position: GlobalPosition };

interface EventValue {
  v: number;
  streamId: string;
  streamPosition: string;
  globalPosition: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
}

/** The message of one stored event: key = stream id, value = the event with positions as text. */
export function eventMessage(event: RecordedEvent): OutgoingMessage {
  const position = formatPosition(event.globalPosition);
  const value: EventValue = {
    v: MESSAGE_FORMAT_VERSION,
    streamId: event.streamId,
    streamPosition: event.streamPosition.toString(),
    globalPosition: position,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: event.metadata,
  };
  return {
    key: event.streamId,
    value: JSON.stringify(value),
    headers: { [KIND_HEADER]: 'event', [TYPE_HEADER]: event.type, [POSITION_HEADER]: position },
  };
}

/** One watermark per partition: everything at or before `position` is ahead of it there. */
export function watermarkMessages(partitions: number, position: GlobalPosition): OutgoingMessage[] {
  const text = formatPosition(position);
  return Array.from({ length: partitions }, (_, partition) => ({
    key: null,
    partition,
    value: JSON.stringify({ v: MESSAGE_FORMAT_VERSION, position: text }),
    headers: { [KIND_HEADER]: 'watermark', [POSITION_HEADER]: text },
  }));
}

/** A message that is not ours or is damaged: consuming past it could lose an event, so it stops. */
export class MalformedMessageError extends Error {
  override readonly name = 'MalformedMessageError';
}

function header(message: IncomingMessage, name: string): string | undefined {
  const value = message.headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
}

function positionOf(text: unknown, offset: string): GlobalPosition {
  const position = typeof text === 'string' ? parsePosition(text) : null;
  if (!position) throw new MalformedMessageError(`message at offset ${offset} has no valid position`);
  return position;
}

/** The feed item a consumed message carries. */
export function decodeMessage(message: IncomingMessage): FeedItem {
  const kind = header(message, KIND_HEADER);
  const { offset } = message;
  if (message.value === null) throw new MalformedMessageError(`message at offset ${offset} has no value`);
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(message.value.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new MalformedMessageError(`message at offset ${offset} is not JSON`);
  }
  if (value.v !== MESSAGE_FORMAT_VERSION)
    throw new MalformedMessageError(`message at offset ${offset} has format ${String(value.v)}`);
  if (kind === 'watermark') return { kind, offset, position: positionOf(value.position, offset) };
  if (kind !== 'event') throw new MalformedMessageError(`message at offset ${offset} is of kind ${kind}`);
  const event = value as unknown as EventValue;
  if (
    typeof event.streamId !== 'string' ||
    typeof event.type !== 'string' ||
    typeof event.streamPosition !== 'string' ||
    !/^\d{1,20}$/.test(event.streamPosition) ||
    typeof event.metadata !== 'object' ||
    event.metadata === null
  )
    throw new MalformedMessageError(`message at offset ${offset} is not an event`);
  return {
    kind,
    offset,
    event: {
      streamId: event.streamId,
      streamPosition: BigInt(event.streamPosition),
      globalPosition: positionOf(event.globalPosition, offset),
      type: event.type,
      schemaVersion: typeof event.schemaVersion === 'number' ? event.schemaVersion : 1,
      data: event.data,
      metadata: event.metadata,
    },
  };
}
