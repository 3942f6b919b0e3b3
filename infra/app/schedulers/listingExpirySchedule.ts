import type { Logger } from 'pino';
import type { EventStore } from '../../../events/eventStore.ts';
import { LISTING_EXPIRY_INTERVAL_MS } from '../constants.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { expireListings } from './expireListings.ts';
import { lockedRounds, type Schedule } from './schedule.ts';

export type { Schedule };

/**
 * Runs expireListings every `intervalMs` (hourly unless told otherwise; once at start too). With several command-api processes
 * only the one holding the lock runs; the others skip that round.
 */
export function listingExpirySchedule(options: {
  store: EventStore;
  db: SqlClient;
  lifetimeDays: number;
  intervalMs?: number;
  logger: Pick<Logger, 'info' | 'error'>;
}): Schedule {
  return lockedRounds({
    intervalMs: options.intervalMs ?? LISTING_EXPIRY_INTERVAL_MS,
    lock: { db: options.db, name: 'scheduler:expire-listings' },
    logger: options.logger,
    failure: 'listing expiry failed; trying again next round',
    async run() {
      const { expired } = await expireListings({ ...options, now: () => new Date() });
      if (expired.length > 0) options.logger.info({ expired: expired.length }, 'listings expired');
    },
  });
}
