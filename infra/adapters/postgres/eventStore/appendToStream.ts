import type { ExpectedVersion, AppendResult } from '../../../../events/eventStore.ts';
import { ConcurrencyError } from '../../../../events/eventStore.ts';
import type { NewEvent } from '../../../../events/envelope.ts';
import { streamType } from '../../../../events/streams.ts';
import type { SqlExecutor } from '../sqlClient.ts';

/** How often an append that met a newer writer on its stream is retried in a fresh transaction. */
const STALE_TRANSACTION_RETRIES = 20;

function expectedParam(expected: ExpectedVersion): string {
  switch (expected.kind) {
    case 'any':
      return '-1';
    case 'noStream':
      return '0';
    case 'exact':
      return expected.version.toString();
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

export async function appendToStream(
  db: SqlExecutor,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedVersion,
): Promise<AppendResult> {
  if (events.length === 0) throw new Error('append needs at least one event');
  const payload = JSON.stringify(
    events.map((event) => ({
      eventId: event.metadata.eventId,
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      data: event.data,
      metadata: event.metadata,
    })),
  );
  for (let attempt = 0; ; attempt++) {
    try {
      const { rows } = await db.query<{ next_version: string; tx: string; gp: string }>(
        'select next_version::text, tx, gp::text from append_to_stream($1, $2, $3::bigint, $4::jsonb)',
        [streamId, streamType(streamId), expectedParam(expected), payload],
        'dashclip_append_to_stream',
      );
      const row = rows[0]!;
      return {
        nextExpectedVersion: BigInt(row.next_version),
        position: { tx: BigInt(row.tx), gp: BigInt(row.gp) },
      };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'DCCON') {
        throw new ConcurrencyError(
          streamId,
          expected,
          BigInt((error as Error).message.replace(/\D/g, '') || '0'),
        );
      }
      if (code === 'DCSTL' && attempt < STALE_TRANSACTION_RETRIES) continue;
      throw error;
    }
  }
}
