import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { purchasesProjection } from './purchasesProjection.ts';

const at = '2026-11-21T06:00:00.000Z';
const later = '2026-11-22T03:00:00.000Z';
const credited: DomainEvent = {
  type: 'SaleCredited',
  data: {
    sellerId: 's1',
    purchaseId: 'p1',
    clipId: 'c1',
    grossSatang: 80_000,
    platformSatang: 20_000,
    sellerSatang: 60_000,
    creditedAt: at,
  },
};
const debited = (payoutId: string): DomainEvent => ({
  type: 'PayoutDebited',
  data: { sellerId: 's1', payoutId, amountSatang: 60_000, debitedAt: at },
});
const created = (payoutId: string): DomainEvent => ({
  type: 'PayoutCreated',
  data: {
    payoutId,
    sellerId: 's1',
    uid: 's1',
    amountSatang: 60_000,
    method: 'bank_transfer',
    bankName: 'kbank',
    accountName: 'สมชาย ใจดี',
    accountNumber: '123-4-56789-0',
    createdAt: at,
  },
});

describe('purchases projection: payouts and the ledger rows they move', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  it('keeps each payout as it stands, the account number only by its last four digits, each event twice', async () => {
    spec = await projectionSpecification(purchasesProjection);
    await spec.given([
      ['ledger-s1', credited],
      ['ledger-s1', debited('po1')],
      ['payout-po1', created('po1')],
      ['payout-po1', { type: 'PayoutMarkedPaid', data: { payoutId: 'po1', paidAt: later, by: 'admin-1' } }],
      ['ledger-s1', { ...credited, data: { ...credited.data, purchaseId: 'p2' } } as DomainEvent],
      ['ledger-s1', debited('po2')],
      ['payout-po2', created('po2')],
      ['payout-po2', { type: 'PayoutFailed', data: { payoutId: 'po2', reason: 'บัญชีปิด', failedAt: later } }],
      [
        'ledger-s1',
        {
          type: 'PayoutReturned',
          data: { sellerId: 's1', payoutId: 'po2', amountSatang: 60_000, returnedAt: later },
        },
      ],
    ]);
    const payouts = await spec.db.query(
      `select payout_id, status, amount_satang, account_name, account_last4, paid_by, failure_reason
       from payouts order by payout_id`,
    );
    expect(payouts.rows).toEqual([
      {
        payout_id: 'po1',
        status: 'paid',
        amount_satang: 60_000,
        account_name: 'สมชาย ใจดี',
        account_last4: '7890',
        paid_by: 'admin-1',
        failure_reason: null,
      },
      {
        payout_id: 'po2',
        status: 'failed',
        amount_satang: 60_000,
        account_name: 'สมชาย ใจดี',
        account_last4: '7890',
        paid_by: null,
        failure_reason: 'บัญชีปิด',
      },
    ]);
    const ledger = await spec.db.query<{ kind: string; total: string }>(
      `select kind, sum(seller_satang)::text as total from ledger_entries group by kind order by kind`,
    );
    expect(ledger.rows).toEqual([
      { kind: 'payout', total: '-120000' },
      { kind: 'payout_return', total: '60000' },
      { kind: 'sale', total: '120000' },
    ]);
  });

  it('keeps test money on its own balance, out of the live one a payout takes (issue 15)', async () => {
    spec = await projectionSpecification(purchasesProjection);
    const testCredit = (purchaseId: string) =>
      ({ ...credited, data: { ...credited.data, purchaseId, testMode: true } }) as DomainEvent;
    await spec.given([
      ['ledger-s1', testCredit('t1')],
      ['ledger-s1', testCredit('t2')],
      [
        'ledger-s1',
        {
          type: 'SaleReversed',
          data: { sellerId: 's1', purchaseId: 't2', sellerSatang: 60_000, reversedAt: later, testMode: true },
        },
      ],
      ['ledger-s1', credited],
    ]);
    const balances = await spec.db.query(
      `select seller_id, balance_satang::int as live, test_balance_satang::int as test from ledger_balances`,
    );
    expect(balances.rows).toEqual([{ seller_id: 's1', live: 60_000, test: 60_000 }]);
    const entries = await spec.db.query(
      `select kind, ref_id, seller_satang, test_mode from ledger_entries order by kind, ref_id`,
    );
    expect(entries.rows).toEqual([
      { kind: 'reversal', ref_id: 't2', seller_satang: -60_000, test_mode: true },
      { kind: 'sale', ref_id: 'p1', seller_satang: 60_000, test_mode: false },
      { kind: 'sale', ref_id: 't1', seller_satang: 60_000, test_mode: true },
      { kind: 'sale', ref_id: 't2', seller_satang: 60_000, test_mode: true },
    ]);
  });

  it('forgets the account holder’s name and digits when the seller is erased; the amounts stay', async () => {
    spec = await projectionSpecification(purchasesProjection);
    await spec.given([
      ['ledger-s1', credited],
      ['ledger-s1', debited('po1')],
      ['payout-po1', created('po1')],
      ['user-s1', { type: 'UserErased', data: { uid: 's1', erasedAt: later } }],
    ]);
    const { rows } = await spec.db.query(`select account_name, account_last4, amount_satang from payouts`);
    expect(rows).toEqual([{ account_name: '', account_last4: '', amount_satang: 60_000 }]);
  });
});
