import type { EventMetadata, RecordedEvent } from '../../../../events/envelope.ts';

export interface EventRow {
  stream_id: string;
  stream_position: string;
  transaction_id: string;
  global_position: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
}

/** Bigints travel as text: pg answers int8 as strings, PGlite as (lossy) numbers. */
export const eventColumns = `stream_id, stream_position::text, transaction_id::text, global_position::text,
  type, schema_version, data, metadata`;

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    globalPosition: { tx: BigInt(row.transaction_id), gp: BigInt(row.global_position) },
    type: row.type,
    schemaVersion: Number(row.schema_version),
    data: row.data,
    metadata: row.metadata,
  };
}
