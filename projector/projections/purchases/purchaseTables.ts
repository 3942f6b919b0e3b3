import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { PaymentFailure } from '../../../events/purchase/purchaseEvents.ts';
import type { TableNames } from '../../projection.ts';
import type { BigIntValue, Timestamp } from '../columnTypes.ts';
import type { Satang } from '../../../events/money.ts';

export type PurchaseTable =
  'purchases' | 'purchase_downloads' | 'ledger_entries' | 'ledger_balances' | 'payouts';

/** A `purchases` row: one purchase as it stands. */
export interface PurchaseRow {
  purchase_id: string;
  buyer_id: string;
  clip_id: string;
  seller_id: string;
  amount_satang: Satang;
  payment_method: string;
  status: string;
  created_at: Timestamp;
  pay_by: Timestamp;
  provider: string | null;
  payment_id: string | null;
  paid_at: Timestamp | null;
  download_until: Timestamp | null;
  refunded_at: Timestamp | null;
  refund_id: string | null;
  refund_reason: string | null;
  last_error: PaymentFailure | null;
  downloads: number;
  last_downloaded_at: Timestamp | null;
  last_position: BigIntValue;
  test_mode: boolean;
  /** `DC-XXXX-XXXX-XXXX` (receiptNumber.ts): what the receipt prints and support searches by. */
  receipt_number: string | null;
  /** The buyer's latest request for a full tax invoice (issue 17); null until asked, emptied on erasure. */
  tax_invoice_number: string | null;
  tax_invoice_name: string | null;
  tax_invoice_tax_id: string | null;
  tax_invoice_branch: string | null;
  tax_invoice_address: string | null;
  tax_invoice_requested_at: Timestamp | null;
}

/** A `purchase_downloads` row: one download of a purchase's original (its time only, never the address). */
export interface PurchaseDownloadRow {
  purchase_id: string;
  /** The ClipDownloaded event's position in the purchase stream: a second delivery inserts nothing. */
  stream_position: BigIntValue;
  downloaded_at: Timestamp;
}

/** A `ledger_entries` row: a sale, its reversal, a payout (negative) or its return, for one seller. */
export interface LedgerEntryRow {
  seller_id: string;
  kind: 'sale' | 'reversal' | 'payout' | 'payout_return';
  /** The purchase (sale, reversal) or payout (payout, payout_return) it records. */
  ref_id: string;
  clip_id: string | null;
  gross_satang: Satang;
  platform_satang: Satang;
  seller_satang: Satang;
  at: Timestamp;
  test_mode: boolean;
}

/** A `ledger_balances` row: a seller's live balance and their test money. */
export interface LedgerBalanceRow {
  seller_id: string;
  balance_satang: BigIntValue;
  test_balance_satang: BigIntValue;
}

/** A `payouts` row: one payout as it stands, the account number by its last four digits only. */
export interface PayoutRow {
  payout_id: string;
  seller_id: string;
  amount_satang: Satang;
  method: string;
  bank_name: string;
  account_name: string;
  account_last4: string;
  status: string;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  paid_by: string | null;
  failed_at: Timestamp | null;
  failure_reason: string | null;
  last_position: BigIntValue;
}

/**
 * Purchases and sellers' money (DESIGN.md §5): one row per purchase as it stands and one per download
 * of it, one row per
 * ledger event of each seller (sales and reversals, payouts negative and their returns), from which
 * balances are summed, and one row per payout as it stands (the account number only masked).
 */
export async function createPurchaseTables(db: SqlExecutor, t: TableNames<PurchaseTable>): Promise<void> {
  await db.exec(`
    create table if not exists ${t.purchases} (
      purchase_id text primary key,
      buyer_id text not null,
      clip_id text not null,
      seller_id text not null,
      amount_satang integer not null,
      payment_method text not null,
      status text not null,
      created_at timestamptz not null,
      pay_by timestamptz not null,
      provider text,
      payment_id text,
      paid_at timestamptz,
      download_until timestamptz,
      refunded_at timestamptz,
      refund_id text,
      refund_reason text,
      last_error jsonb,
      downloads integer not null default 0,
      last_downloaded_at timestamptz,
      last_position bigint not null
    );
    -- Paid with test money (issue 15): labelled on the admin's screens.
    alter table ${t.purchases} add column if not exists test_mode boolean not null default false;
    -- The receipt number (issue 17): support finds a purchase by it. Rows projected before it
    -- existed are filled from the same hash (receiptNumber.ts) in SQL.
    alter table ${t.purchases} add column if not exists receipt_number text;
    update ${t.purchases} set receipt_number = 'DC-' || substr(h, 1, 4) || '-' || substr(h, 5, 4) || '-' || substr(h, 9, 4)
      from (select purchase_id as id, upper(substr(encode(sha256(convert_to(purchase_id, 'UTF8')), 'hex'), 1, 12)) as h
              from ${t.purchases} where receipt_number is null) filled
     where purchase_id = filled.id;
    -- The buyer's full tax invoice (issue 17): whom it is made out to, as last asked.
    alter table ${t.purchases} add column if not exists tax_invoice_number text;
    alter table ${t.purchases} add column if not exists tax_invoice_name text;
    alter table ${t.purchases} add column if not exists tax_invoice_tax_id text;
    alter table ${t.purchases} add column if not exists tax_invoice_branch text;
    alter table ${t.purchases} add column if not exists tax_invoice_address text;
    alter table ${t.purchases} add column if not exists tax_invoice_requested_at timestamptz;
    create index if not exists ${t.purchases}_receipt_number on ${t.purchases} (receipt_number);
    create index if not exists ${t.purchases}_buyer on ${t.purchases} (buyer_id, created_at desc);
    create index if not exists ${t.purchases}_seller on ${t.purchases} (seller_id, paid_at desc);
    create index if not exists ${t.purchases}_open on ${t.purchases} (pay_by) where status in ('pending', 'failed');
    create index if not exists ${t.purchases}_created on ${t.purchases} (created_at desc, purchase_id);
    create index if not exists ${t.purchases}_clip on ${t.purchases} (clip_id);
    -- Each download's time, for the evidence certificate (issue 21). Downloads projected before the
    -- table existed appear after npm run projections:rebuild -- purchases (docs/operations.md).
    create table if not exists ${t.purchase_downloads} (
      purchase_id text not null,
      stream_position bigint not null,
      downloaded_at timestamptz not null,
      primary key (purchase_id, stream_position)
    );
    create table if not exists ${t.ledger_entries} (
      seller_id text not null,
      kind text not null,
      ref_id text not null,
      clip_id text,
      gross_satang integer not null default 0,
      platform_satang integer not null default 0,
      seller_satang integer not null,
      at timestamptz not null,
      primary key (seller_id, kind, ref_id)
    );
    -- A sale (or its reversal) of test money (issue 15): shown, never paid out.
    alter table ${t.ledger_entries} add column if not exists test_mode boolean not null default false;
    -- A page of a seller's sales, newest first (GET /users/earnings): 3 ms instead of 60 at 100,000 sales.
    create index if not exists ${t.ledger_entries}_sales_page on ${t.ledger_entries} (seller_id, kind, at desc, ref_id);
    -- Each seller's live balance, moved with every new ledger entry (the dashboard's money owed, the
    -- payout list's sellers due), and their test money beside it; a ledger from before the table
    -- existed is summed once.
    create table if not exists ${t.ledger_balances} (
      seller_id text primary key,
      balance_satang bigint not null
    );
    alter table ${t.ledger_balances} add column if not exists test_balance_satang bigint not null default 0;
    insert into ${t.ledger_balances} (seller_id, balance_satang, test_balance_satang)
    select seller_id, coalesce(sum(seller_satang) filter (where not test_mode), 0),
           coalesce(sum(seller_satang) filter (where test_mode), 0)
      from ${t.ledger_entries}
     where not exists (select 1 from ${t.ledger_balances})
     group by seller_id;
    create table if not exists ${t.payouts} (
      payout_id text primary key,
      seller_id text not null,
      amount_satang integer not null,
      method text not null,
      bank_name text not null,
      account_name text not null,
      account_last4 text not null,
      status text not null,
      created_at timestamptz not null,
      paid_at timestamptz,
      paid_by text,
      failed_at timestamptz,
      failure_reason text,
      last_position bigint not null
    );
    create index if not exists ${t.payouts}_created on ${t.payouts} (created_at desc);
    create index if not exists ${t.payouts}_seller on ${t.payouts} (seller_id, created_at desc);`);
}
