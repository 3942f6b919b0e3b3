import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../command-api/domain/decider.ts';
import { expireRequest } from '../../../command-api/requests/requestUpkeep.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';

export interface ExpireRequestsDeps {
  store: EventStore;
  /** The requests read model, to find candidates; the request's own stream decides. */
  db: SqlExecutor;
  now: () => Date;
}

/**
 * Ends every open footage request whose time has run out (issue 22) with RequestExpired, which
 * frees its slot among the requester's REQUEST_OPEN_MAX. The read model only nominates: a request
 * it shows late (renewed, closed or fulfilled meanwhile) is refused by the decider and skipped.
 */
export async function expireRequests(deps: ExpireRequestsDeps): Promise<{ expired: string[] }> {
  const now = deps.now();
  const { rows } = await deps.db.query<{ request_id: string }>(
    `select request_id from requests where status = 'open' and expires_at <= $1::timestamptz
      order by expires_at, request_id`,
    [now.toISOString()],
  );
  const expired: string[] = [];
  for (const { request_id: requestId } of rows) {
    try {
      const recorded = await expireRequest(
        deps.store,
        { requestId, now: now.toISOString() },
        { actor: { system: 'request-expiry' }, correlationId: randomUUID() },
      );
      if (recorded) expired.push(requestId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return { expired };
}
