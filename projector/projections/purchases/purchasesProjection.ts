import { asDomainEvent } from '../../../events/catalogue.ts';
import type { LedgerEvent } from '../../../events/ledger/ledgerEvents.ts';
import type { PurchaseEvent } from '../../../events/purchase/purchaseEvents.ts';
import type { SqlExecutor } from '../../../infra/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import { createPurchaseTables, type PurchaseTable } from './purchaseTables.ts';

type Tables = TableNames<PurchaseTable>;

/** A purchase event after the first: the row moves only from an older stream position. */
async function updatePurchase(
  db: SqlExecutor,
  t: Tables,
  purchaseId: string,
  position: bigint,
  set: string,
  values: unknown[],
) {
  await db.query(
    `update ${t.purchases} set ${set}, last_position = $2 where purchase_id = $1 and last_position < $2`,
    [purchaseId, position.toString(), ...values],
  );
}

async function projectPurchaseEvent(db: SqlExecutor, t: Tables, event: PurchaseEvent, position: bigint) {
  const d = event.data;
  switch (event.type) {
    case 'PurchaseCreated':
      return db.query(
        `insert into ${t.purchases} (purchase_id, buyer_id, clip_id, seller_id, amount_satang, payment_method,
           status, created_at, pay_by, last_position)
         values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9) on conflict (purchase_id) do nothing`,
        [
          event.data.purchaseId,
          event.data.buyerId,
          event.data.clipId,
          event.data.sellerId,
          event.data.amountSatang,
          event.data.paymentMethod,
          event.data.createdAt,
          event.data.payBy,
          position.toString(),
        ],
      );
    case 'PaymentStarted':
      return updatePurchase(db, t, d.purchaseId, position, 'provider = $3', [event.data.provider]);
    case 'PaymentSucceeded':
      return updatePurchase(
        db,
        t,
        d.purchaseId,
        position,
        `status = 'paid', provider = $3, payment_id = $4, paid_at = $5, download_until = $6, last_error = null`,
        [event.data.provider, event.data.paymentId, event.data.paidAt, event.data.downloadUntil],
      );
    case 'PaymentFailed':
      return updatePurchase(db, t, d.purchaseId, position, `status = 'failed', last_error = $3::jsonb`, [
        JSON.stringify(event.data.failure),
      ]);
    case 'PurchaseExpired':
      return updatePurchase(db, t, d.purchaseId, position, `status = 'expired'`, []);
    case 'PurchaseRefunded':
      return updatePurchase(
        db,
        t,
        d.purchaseId,
        position,
        `status = 'refunded', refunded_at = $3, refund_id = $4, refund_reason = $5`,
        [event.data.refundedAt, event.data.refundId, event.data.reason],
      );
    case 'ClipDownloaded':
      return updatePurchase(
        db,
        t,
        d.purchaseId,
        position,
        'downloads = downloads + 1, last_downloaded_at = $3',
        [event.data.downloadedAt],
      );
  }
}

/** Ledger events are keyed by what they are about, so a second delivery inserts nothing. */
async function projectLedgerEvent(db: SqlExecutor, t: Tables, event: LedgerEvent) {
  const d = event.data;
  if (event.type === 'SaleCredited')
    return db.query(
      `insert into ${t.ledger_entries} (seller_id, kind, ref_id, clip_id, gross_satang, platform_satang, seller_satang, at)
       values ($1, 'sale', $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [d.sellerId, d.purchaseId, event.data.clipId, event.data.grossSatang, event.data.platformSatang, event.data.sellerSatang, event.data.creditedAt],
    );
  return db.query(
    `insert into ${t.ledger_entries} (seller_id, kind, ref_id, seller_satang, at)
     values ($1, 'reversal', $2, $3, $4) on conflict do nothing`,
    [d.sellerId, d.purchaseId, -event.data.sellerSatang, event.data.reversedAt],
  );
}

/**
 * Purchases as buyers, sellers and admins see them, and each seller's ledger (DESIGN.md §5).
 * Every event may arrive twice: purchase rows move only forward in their stream, ledger rows are
 * keyed by the sale or payout they record.
 */
export const purchasesProjection: Projection<PurchaseTable> = {
  name: 'purchases',
  handles: [
    'PurchaseCreated',
    'PaymentStarted',
    'PaymentSucceeded',
    'PaymentFailed',
    'PurchaseExpired',
    'PurchaseRefunded',
    'ClipDownloaded',
    'SaleCredited',
    'SaleReversed',
  ],
  tables: ['purchases', 'ledger_entries'],
  createTables: createPurchaseTables,
  async handle(events, db, t) {
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      if (!event) continue;
      if (event.type === 'SaleCredited' || event.type === 'SaleReversed') await projectLedgerEvent(db, t, event);
      else await projectPurchaseEvent(db, t, event as PurchaseEvent, recorded.streamPosition);
    }
  },
};
