import { asDomainEvent } from '../../../events/catalogue.ts';
import { receiptNumber, taxInvoiceNumber } from './receiptNumber.ts';
import type { LedgerEvent } from '../../../events/ledger/ledgerEvents.ts';
import type { PayoutEvent } from '../../../events/payout/payoutEvents.ts';
import type { PurchaseEvent } from '../../../events/purchase/purchaseEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import { createPurchaseTables, type LedgerEntryRow, type PurchaseTable } from './purchaseTables.ts';
import type { Satang } from '../../../events/money.ts';

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
           status, created_at, pay_by, last_position, receipt_number)
         values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10) on conflict (purchase_id) do nothing`,
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
          receiptNumber(event.data.purchaseId),
        ],
      );
    case 'PaymentMethodChosen':
      return updatePurchase(db, t, d.purchaseId, position, 'payment_method = $3, pay_by = $4', [
        event.data.paymentMethod,
        event.data.payBy,
      ]);
    case 'PaymentStarted':
      return updatePurchase(db, t, d.purchaseId, position, 'provider = $3', [event.data.provider]);
    case 'PaymentSucceeded':
      return updatePurchase(
        db,
        t,
        d.purchaseId,
        position,
        `status = 'paid', provider = $3, payment_id = $4, paid_at = $5, download_until = $6, last_error = null,
         test_mode = $7`,
        [
          event.data.provider,
          event.data.paymentId,
          event.data.paidAt,
          event.data.downloadUntil,
          event.data.testMode ?? false,
        ],
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
      await db.query(
        `insert into ${t.purchase_downloads} (purchase_id, stream_position, downloaded_at) values ($1, $2, $3)
         on conflict do nothing`,
        [d.purchaseId, position.toString(), event.data.downloadedAt],
      );
      return updatePurchase(
        db,
        t,
        d.purchaseId,
        position,
        'downloads = downloads + 1, last_downloaded_at = $3',
        [event.data.downloadedAt],
      );
    case 'TaxInvoiceRequested':
      return updatePurchase(
        db,
        t,
        d.purchaseId,
        position,
        `tax_invoice_number = $3, tax_invoice_name = $4, tax_invoice_tax_id = $5, tax_invoice_branch = $6,
         tax_invoice_address = $7, tax_invoice_requested_at = $8`,
        [
          taxInvoiceNumber(event.data.purchaseId),
          event.data.name,
          event.data.taxId,
          event.data.branch,
          event.data.address,
          event.data.requestedAt,
        ],
      );
  }
}

/**
 * Ledger events are keyed by what they are about, so a second delivery inserts nothing; the
 * seller's balance — the live one, or the test one for test money — moves only when an entry is new.
 */
async function projectLedgerEvent(db: SqlExecutor, t: Tables, event: LedgerEvent) {
  type Entry = Pick<LedgerEntryRow, 'seller_satang' | 'test_mode'>;
  const credit = async (inserted: { rows: Entry[] }) => {
    const entry = inserted.rows[0];
    if (!entry) return;
    const [live, test] = entry.test_mode ? [0, entry.seller_satang] : [entry.seller_satang, 0];
    await db.query(
      `insert into ${t.ledger_balances} (seller_id, balance_satang, test_balance_satang) values ($1, $2, $3)
       on conflict (seller_id) do update set
         balance_satang = ${t.ledger_balances}.balance_satang + excluded.balance_satang,
         test_balance_satang = ${t.ledger_balances}.test_balance_satang + excluded.test_balance_satang`,
      [event.data.sellerId, live, test],
    );
  };
  const insert = async (
    kind: LedgerEntryRow['kind'],
    refId: string,
    sellerSatang: Satang,
    at: string,
    testMode = false,
  ) =>
    credit(
      await db.query<Entry>(
        `insert into ${t.ledger_entries} (seller_id, kind, ref_id, seller_satang, at, test_mode)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning seller_satang, test_mode`,
        [event.data.sellerId, kind, refId, sellerSatang, at, testMode],
      ),
    );
  switch (event.type) {
    case 'SaleCredited': {
      const d = event.data;
      return credit(
        await db.query<Entry>(
          `insert into ${t.ledger_entries} (seller_id, kind, ref_id, clip_id, gross_satang, platform_satang, seller_satang, at, test_mode)
           values ($1, 'sale', $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning seller_satang, test_mode`,
          [
            d.sellerId,
            d.purchaseId,
            d.clipId,
            d.grossSatang,
            d.platformSatang,
            d.sellerSatang,
            d.creditedAt,
            d.testMode ?? false,
          ],
        ),
      );
    }
    case 'SaleReversed':
      return insert(
        'reversal',
        event.data.purchaseId,
        -event.data.sellerSatang,
        event.data.reversedAt,
        event.data.testMode ?? false,
      );
    case 'PayoutDebited':
      return insert('payout', event.data.payoutId, -event.data.amountSatang, event.data.debitedAt);
    case 'PayoutReturned':
      return insert('payout_return', event.data.payoutId, event.data.amountSatang, event.data.returnedAt);
  }
}

/** A payout row moves only forward in its stream; the account number is kept as its last four digits. */
async function projectPayoutEvent(db: SqlExecutor, t: Tables, event: PayoutEvent, position: bigint) {
  const update = (set: string, values: unknown[]) =>
    db.query(
      `update ${t.payouts} set ${set}, last_position = $2 where payout_id = $1 and last_position < $2`,
      [event.data.payoutId, position.toString(), ...values],
    );
  switch (event.type) {
    case 'PayoutCreated': {
      const d = event.data;
      return db.query(
        `insert into ${t.payouts} (payout_id, seller_id, amount_satang, method, bank_name, account_name,
           account_last4, status, created_at, last_position)
         values ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9) on conflict (payout_id) do nothing`,
        [
          d.payoutId,
          d.sellerId,
          d.amountSatang,
          d.method,
          d.bankName,
          d.accountName,
          d.accountNumber.replace(/\D/g, '').slice(-4),
          d.createdAt,
          position.toString(),
        ],
      );
    }
    case 'PayoutMarkedPaid':
      return update(`status = 'paid', paid_at = $3, paid_by = $4`, [event.data.paidAt, event.data.by]);
    case 'PayoutFailed':
      return update(`status = 'failed', failed_at = $3, failure_reason = $4`, [
        event.data.failedAt,
        event.data.reason,
      ]);
  }
}

const ledgerTypes = new Set(['SaleCredited', 'SaleReversed', 'PayoutDebited', 'PayoutReturned']);
const payoutTypes = new Set(['PayoutCreated', 'PayoutMarkedPaid', 'PayoutFailed']);

/**
 * Purchases as buyers, sellers and admins see them, each seller's ledger and payouts (DESIGN.md §5).
 * Every event may arrive twice: purchase rows move only forward in their stream, downloads are keyed
 * by their stream position, ledger rows by the sale or payout they record.
 */
export const purchasesProjection: Projection<PurchaseTable> = {
  name: 'purchases',
  handles: [
    'PurchaseCreated',
    'PaymentStarted',
    'PaymentMethodChosen',
    'PaymentSucceeded',
    'PaymentFailed',
    'PurchaseExpired',
    'PurchaseRefunded',
    'ClipDownloaded',
    'TaxInvoiceRequested',
    'SaleCredited',
    'SaleReversed',
    'PayoutDebited',
    'PayoutReturned',
    'PayoutCreated',
    'PayoutMarkedPaid',
    'PayoutFailed',
    'UserErased',
  ],
  tables: ['purchases', 'purchase_downloads', 'ledger_entries', 'ledger_balances', 'payouts'],
  createTables: createPurchaseTables,
  async handle(events, db, t) {
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      if (!event) continue;
      if (ledgerTypes.has(event.type)) await projectLedgerEvent(db, t, event as LedgerEvent);
      else if (payoutTypes.has(event.type))
        await projectPayoutEvent(db, t, event as PayoutEvent, recorded.streamPosition);
      else if (event.type === 'UserErased') {
        // The account holder's name and digits go with the person (PDPA); the amounts stay.
        await db.query(`update ${t.payouts} set account_name = '', account_last4 = '' where seller_id = $1`, [
          event.data.uid,
        ]);
        // So do whom their tax invoices were made out to.
        await db.query(
          `update ${t.purchases} set tax_invoice_name = '', tax_invoice_tax_id = '', tax_invoice_address = ''
            where buyer_id = $1 and tax_invoice_number is not null`,
          [event.data.uid],
        );
      } else await projectPurchaseEvent(db, t, event as PurchaseEvent, recorded.streamPosition);
    }
  },
};
