import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import { satang } from '../../../events/money.ts';
import type { LedgerEntryRow, PayoutRow } from './purchaseTables.ts';

/**
 * What the payout batch asks of the purchases read model (command-api/ports/readModelLookups.ts):
 * the read model nominates, each seller's ledger stream decides.
 */

/** Payouts debited on a seller's ledger whose payout was never created, with the amount debited. */
export async function payoutsDebitedNotCreated(db: SqlExecutor) {
  const { rows } = await db.query<Pick<LedgerEntryRow, 'seller_id' | 'ref_id' | 'seller_satang'>>(
    `select l.seller_id, l.ref_id, l.seller_satang from ledger_entries l
     where l.kind = 'payout' and not exists (select 1 from payouts p where p.payout_id = l.ref_id)`,
  );
  return rows.map((row) => ({
    sellerId: row.seller_id,
    payoutId: row.ref_id,
    amountSatang: -Number(row.seller_satang),
  }));
}

/** Failed payouts whose money is not back on the seller's ledger yet. */
export async function payoutsFailedNotReturned(db: SqlExecutor) {
  const { rows } = await db.query<Pick<PayoutRow, 'seller_id' | 'payout_id'>>(
    `select p.seller_id, p.payout_id from payouts p
     where p.status = 'failed' and not exists
       (select 1 from ledger_entries l where l.seller_id = p.seller_id and l.kind = 'payout_return'
          and l.ref_id = p.payout_id)`,
  );
  return rows.map((row) => ({ sellerId: row.seller_id, payoutId: row.payout_id }));
}

/**
 * The sellers whose live balance reached `minimumSatang` (test money, issue 15, is never owed) and,
 * with `paidSince`, who have no payout since then (a payout that failed and was returned does not
 * count).
 */
export async function sellersDueForPayout(
  db: SqlExecutor,
  minimumSatang: number,
  paidSince: Date | null,
): Promise<string[]> {
  const { rows } = await db.query<Pick<LedgerEntryRow, 'seller_id'>>(
    `select l.seller_id from ledger_entries l
     where not l.test_mode
     group by l.seller_id
     having sum(l.seller_satang) >= $1
        and ($2::timestamptz is null or not exists
          (select 1 from ledger_entries p
           where p.seller_id = l.seller_id and p.kind = 'payout' and p.at > $2::timestamptz
             and not exists (select 1 from ledger_entries r
                             where r.seller_id = p.seller_id and r.kind = 'payout_return' and r.ref_id = p.ref_id)))
     order by l.seller_id`,
    [minimumSatang, paidSince?.toISOString() ?? null],
  );
  return rows.map((row) => row.seller_id);
}

/**
 * What a payout batch run now would do (the admin's payout cards and its confirm dialog read this
 * one figure): the sellers `sellersDueForPayout` nominates, split by whether they have a bank
 * account to pay to (the batch skips those without one), and the live balance it would pay out.
 */
export async function payoutBatchPreview(db: SqlExecutor, minimumSatang: number) {
  const due = await sellersDueForPayout(db, minimumSatang, null);
  if (due.length === 0) return { sellers: 0, amountSatang: satang(0), withoutBankAccount: 0 };
  const { rows } = await db.query<{ payable: boolean; balance: string }>(
    `select coalesce(u.bank_name is not null and coalesce(btrim(u.account_name), '') <> ''
                     and coalesce(btrim(u.account_number), '') <> '' and not u.erased, false) as payable,
            sum(l.seller_satang)::text as balance
       from ledger_entries l left join users u on u.uid = l.seller_id
      where l.seller_id = any($1::text[]) and not l.test_mode
      group by l.seller_id, payable`,
    [due],
  );
  const payable = rows.filter((row) => row.payable);
  return {
    sellers: payable.length,
    amountSatang: satang(payable.reduce((sum, row) => sum + Number(row.balance), 0)),
    withoutBankAccount: rows.length - payable.length,
  };
}
