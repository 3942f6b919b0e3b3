import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DomainError } from '../../../command-api/domain/decider.ts';
import { reconcilePayment } from '../../../command-api/purchases/reconcilePayments.ts';
import { loadPurchase, runPurchaseCommand } from '../../../command-api/purchases/runPurchaseCommand.ts';
import { creditSale, reverseSale } from '../../../command-api/purchases/settleSale.ts';
import { PURCHASE_EXPIRY_INTERVAL_MS } from '../constants.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import type { PaymentProvider } from '../../../command-api/ports/paymentProvider.ts';
import type { SqlClient, SqlExecutor } from '../../adapters/postgres/sqlClient.ts';
import { lockedRounds, type Schedule } from './schedule.ts';
import { readModelLookups } from '../../../projector/readModelLookups.ts';

export interface PurchaseUpkeepDeps {
  store: EventStore;
  /** The purchases read model nominates; each stream decides. */
  db: SqlExecutor;
  now: () => Date;
  /** Asked about open purchases whose payment may have been taken without its webhook arriving. */
  provider?: PaymentProvider;
  logger?: Pick<Logger, 'warn' | 'error' | 'info'>;
}

const silent = { warn() {}, error() {}, info() {} };

const context = () => ({ actor: { system: 'purchase-upkeep' }, correlationId: randomUUID() });

/**
 * Expires unpaid purchases past their window, and settles the ledger where a payment or refund
 * was recorded but its credit or reversal was not (a crash between the two). Every command is
 * idempotent, so a read model that lags only costs a refused command.
 */
export async function purchaseUpkeep(deps: PurchaseUpkeepDeps) {
  const now = deps.now().toISOString();
  const expired: string[] = [];
  const reconciled: string[] = [];
  if (deps.provider) {
    const open = await deps.db.query<{ purchase_id: string }>(
      `select purchase_id from purchases where status in ('pending', 'failed') and provider = $1
       order by pay_by`,
      [deps.provider.name],
    );
    const reconciling = {
      store: deps.store,
      provider: deps.provider,
      logger: deps.logger ?? silent,
      readModels: readModelLookups(deps.db),
    };
    for (const { purchase_id: purchaseId } of open.rows)
      if (await reconcilePayment(reconciling, purchaseId, context()).catch(() => false))
        reconciled.push(purchaseId);
  }
  const due = await deps.db.query<{ purchase_id: string }>(
    `select purchase_id from purchases where status in ('pending', 'failed') and pay_by < $1::timestamptz
     order by pay_by`,
    [now],
  );
  for (const { purchase_id: purchaseId } of due.rows) {
    try {
      await runPurchaseCommand(deps.store, { type: 'ExpirePurchase', purchaseId, now }, context());
      expired.push(purchaseId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  const uncredited = await deps.db.query<{
    purchase_id: string;
    seller_id: string;
    clip_id: string;
    amount_satang: number;
  }>(
    `select p.purchase_id, p.seller_id, p.clip_id, p.amount_satang from purchases p
     where p.status in ('paid', 'refunded') and p.paid_at is not null and not exists
       (select 1 from ledger_entries l where l.seller_id = p.seller_id and l.kind = 'sale' and l.ref_id = p.purchase_id)`,
  );
  for (const row of uncredited.rows) {
    // Whether it was test money is the purchase stream's word, not the read model's.
    const purchase = await loadPurchase(deps.store, row.purchase_id);
    await creditSale(
      deps.store,
      {
        sellerId: row.seller_id,
        purchaseId: row.purchase_id,
        clipId: row.clip_id,
        grossSatang: Number(row.amount_satang),
        testMode: purchase.status !== 'none' && purchase.paidInTestMode,
        now,
      },
      context(),
    );
  }
  const unreversed = await deps.db.query<{ purchase_id: string; seller_id: string }>(
    `select p.purchase_id, p.seller_id from purchases p
     where p.status = 'refunded' and not exists
       (select 1 from ledger_entries l where l.seller_id = p.seller_id and l.kind = 'reversal' and l.ref_id = p.purchase_id)`,
  );
  for (const row of unreversed.rows)
    await reverseSale(
      deps.store,
      { sellerId: row.seller_id, purchaseId: row.purchase_id, now },
      context(),
    ).catch((error: unknown) => {
      // Not credited yet (the credit above lands in the read model later): next round.
      if (!(error instanceof DomainError)) throw error;
    });
  return { expired, reconciled, credited: uncredited.rows.length, reversed: unreversed.rows.length };
}

/** Runs purchaseUpkeep every minute (and at start); with several processes, the lock holder. */
export function purchaseUpkeepSchedule(options: {
  store: EventStore;
  db: SqlClient;
  provider?: PaymentProvider;
  intervalMs?: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}): Schedule {
  return lockedRounds({
    intervalMs: options.intervalMs ?? PURCHASE_EXPIRY_INTERVAL_MS,
    lock: { db: options.db, name: 'scheduler:purchase-upkeep' },
    logger: options.logger,
    failure: 'purchase upkeep failed; trying again next round',
    async run() {
      const done = await purchaseUpkeep({ ...options, now: () => new Date() });
      if (done.expired.length + done.reconciled.length + done.credited + done.reversed > 0)
        options.logger.info(
          {
            expired: done.expired.length,
            reconciled: done.reconciled.length,
            credited: done.credited,
            reversed: done.reversed,
          },
          'purchase upkeep',
        );
    },
  });
}
