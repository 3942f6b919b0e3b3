import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { runPayoutBatch, type PayoutBatchDeps } from '../../../command-api/payouts/runPayoutBatch.ts';
import { PAYOUT_INTERVAL_DAYS, PAYOUT_SCHEDULE_CHECK_MS } from '../constants.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { lockedRounds, type Schedule } from './schedule.ts';
import type { Satang } from '../../../events/money.ts';

/**
 * The scheduled payout batch: every check (hourly, and at start) pays each seller who is due and
 * was not paid in the last `intervalDays` (weekly), so a restart or a missed hour delays nobody's
 * payout by more than a check. With several processes, the lock holder runs it; two at once would
 * still pay each seller once (the ledger stream decides).
 */
export function payoutSchedule(options: {
  store: EventStore;
  /** For the lock: one process runs the batch at a time. */
  db: SqlClient;
  readModels: PayoutBatchDeps['readModels'];
  intervalDays?: number;
  minimumSatang?: Satang;
  checkMs?: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}): Schedule {
  return lockedRounds({
    intervalMs: options.checkMs ?? PAYOUT_SCHEDULE_CHECK_MS,
    lock: { db: options.db, name: 'scheduler:payouts' },
    logger: options.logger,
    failure: 'payout batch failed; trying again next check',
    async run() {
      const done = await runPayoutBatch(options, {
        now: new Date(),
        sinceDays: options.intervalDays ?? PAYOUT_INTERVAL_DAYS,
        ...(options.minimumSatang === undefined ? {} : { minimumSatang: options.minimumSatang }),
        context: { actor: { system: 'payout-schedule' }, correlationId: randomUUID() },
      });
      if (done.payouts.length + done.settled > 0)
        options.logger.info(
          {
            payouts: done.payouts.length,
            settled: done.settled,
            withoutBankAccount: done.withoutBankAccount,
          },
          'payout batch',
        );
    },
  });
}
