import type { Logger } from 'pino';
import type { EventStore } from '../../../events/eventStore.ts';
import { REQUEST_EXPIRY_INTERVAL_MS } from '../constants.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { expireRequests } from './expireRequests.ts';
import { fulfilPaidRequests } from './fulfilPaidRequests.ts';
import { lockedRounds, type Schedule } from './schedule.ts';

/**
 * The footage requests' round: fulfilPaidRequests (the payments' fulfilment that did not happen),
 * then expireRequests, every `intervalMs` (REQUEST_EXPIRY_INTERVAL_MS unless told otherwise; once
 * at start too). With several command-api processes only the one holding the lock runs; the
 * others skip that round.
 */
export function requestExpirySchedule(options: {
  store: EventStore;
  db: SqlClient;
  intervalMs?: number;
  logger: Pick<Logger, 'info' | 'error'>;
}): Schedule {
  return lockedRounds({
    intervalMs: options.intervalMs ?? REQUEST_EXPIRY_INTERVAL_MS,
    lock: { db: options.db, name: 'scheduler:expire-requests' },
    logger: options.logger,
    failure: 'footage request upkeep failed; trying again next round',
    async run() {
      const { fulfilled } = await fulfilPaidRequests({ ...options, now: () => new Date() });
      if (fulfilled.length > 0)
        options.logger.info({ fulfilled: fulfilled.length }, 'footage requests fulfilled by the round');
      const { expired } = await expireRequests({ ...options, now: () => new Date() });
      if (expired.length > 0) options.logger.info({ expired: expired.length }, 'footage requests expired');
    },
  });
}
