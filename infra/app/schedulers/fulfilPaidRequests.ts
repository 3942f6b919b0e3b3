import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../command-api/domain/decider.ts';
import { fulfilRequest } from '../../../command-api/requests/requestUpkeep.ts';
import { REQUEST_OPEN_DAYS } from '../../../events/constants.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import { requestsAnsweredBy } from '../../../projector/projections/requests/requestsAnsweredBy.ts';
import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';

export interface FulfilPaidRequestsDeps {
  store: EventStore;
  /** The requests, purchases and catalogue read models, to find candidates; the request's stream decides. */
  db: SqlExecutor;
  now: () => Date;
}

interface PaidAfterOpening {
  request_id: string;
  buyer_id: string;
  clip_id: string;
  seller_id: string;
  purchase_id: string;
  paid_at: Date;
}

/**
 * The safety net of fulfilment (issue 22). A payment fulfils the buyer's requests its clip answers
 * as it is recorded (command-api/purchases/fulfilRequests.ts), but never fails for it: should that
 * have gone wrong (the process stopped in between, the store was away), or should the requester
 * have moved the request onto a clip they had bought since opening it, this round finds, over the
 * read models, every request not fulfilled whose requester paid, after opening it, for a clip that
 * answers it (`requestsAnsweredBy`, the same test as at payment), and records RequestFulfilled,
 * which tells the seller. The request's stream decides: one fulfilled meanwhile is skipped.
 */
export async function fulfilPaidRequests(deps: FulfilPaidRequestsDeps): Promise<{ fulfilled: string[] }> {
  const now = deps.now();
  const { rows } = await deps.db.query<PaidAfterOpening>(
    `select r.request_id, p.buyer_id, p.clip_id, p.seller_id, p.purchase_id, p.paid_at
       from requests r
       join purchases p on p.buyer_id = r.requester_id and p.status = 'paid' and p.paid_at >= r.opened_at
      where r.status in ('open', 'closed', 'expired')
        and coalesce(r.ended_at, r.expires_at) > $1::timestamptz - make_interval(days => $2)
      order by p.paid_at, r.request_id`,
    [now.toISOString(), REQUEST_OPEN_DAYS],
  );
  const fulfilled = new Set<string>();
  for (const row of rows) {
    if (fulfilled.has(row.request_id)) continue;
    const paidAt = new Date(row.paid_at);
    const answered = await requestsAnsweredBy(deps.db, row.buyer_id, row.clip_id, paidAt);
    if (!answered.includes(row.request_id)) continue;
    try {
      const recorded = await fulfilRequest(
        deps.store,
        {
          requestId: row.request_id,
          buyerId: row.buyer_id,
          clipId: row.clip_id,
          sellerId: row.seller_id,
          purchaseId: row.purchase_id,
          now: paidAt.toISOString(),
        },
        { actor: { system: 'request-fulfilment' }, correlationId: randomUUID() },
      );
      if (recorded) fulfilled.add(row.request_id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return { fulfilled: [...fulfilled] };
}
