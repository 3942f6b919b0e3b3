import { randomUUID } from 'node:crypto';
import { runClipCommand } from '../../../command-api/clips/runClipCommand.ts';
import { DomainError } from '../../../command-api/domain/decider.ts';
import { MS_PER_DAY } from '../../../events/constants.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';

export interface ExpireListingsDeps {
  store: EventStore;
  /** The catalog read model, to find candidates; the clip's own stream decides. */
  db: SqlExecutor;
  lifetimeDays: number;
  now: () => Date;
}

/**
 * Ends every approved listing whose lifetime has passed since approval, by sending ExpireClip for
 * each. The read model only nominates: a clip it shows late (still approved there, but already
 * expired or deleted in its stream) is refused by the decider and skipped.
 */
export async function expireListings(deps: ExpireListingsDeps): Promise<{ expired: string[] }> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - deps.lifetimeDays * MS_PER_DAY).toISOString();
  const { rows } = await deps.db.query<{ clip_id: string }>(
    `select clip_id from catalog_clips where status = 'approved' and approved_at <= $1::timestamptz
      order by approved_at`,
    [cutoff],
  );
  const expired: string[] = [];
  for (const { clip_id: clipId } of rows) {
    try {
      await runClipCommand(
        deps.store,
        { type: 'ExpireClip', clipId, lifetimeDays: deps.lifetimeDays, now: now.toISOString() },
        { actor: { system: 'listing-expiry' }, correlationId: randomUUID() },
      );
      expired.push(clipId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return { expired };
}
