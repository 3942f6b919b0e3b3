import type { RequestToAnswer } from '../command-api/ports/readModelLookups.ts';
import type { RequestStatus } from '../events/request/requestEvents.ts';
import type { SqlExecutor } from '../infra/adapters/postgres/sqlClient.ts';
import type { RequestRow } from './projections/requests/requestTables.ts';

/**
 * A footage request as an upload sent for it checks it (issue 22), from the requests read model:
 * an `open` row past its expiry reads as expired (RequestExpired may not be written yet). Null for
 * an unknown request; an erased requester's requests are gone from the read model too.
 */
export async function requestToAnswer(
  db: SqlExecutor,
  requestId: string,
  now: Date,
): Promise<RequestToAnswer | null> {
  const { rows } = await db.query<Pick<RequestRow, 'requester_id' | 'max_price_satang' | 'status'>>(
    `select requester_id, max_price_satang,
            case when status = 'open' and expires_at <= $2::timestamptz then 'expired' else status end as status
       from requests where request_id = $1`,
    [requestId, now.toISOString()],
  );
  const row = rows[0];
  return row
    ? {
        requesterId: row.requester_id,
        status: row.status as RequestStatus,
        maxPriceSatang: Number(row.max_price_satang),
      }
    : null;
}
