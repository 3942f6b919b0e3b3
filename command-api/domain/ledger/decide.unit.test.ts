import { describe, expect, it } from 'vitest';
import { PAYOUT_MINIMUM_SATANG } from '../../../events/constants.ts';
import type { PayoutDebited, SaleCredited } from '../../../events/ledger/ledgerEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { ledgerDecider, type CreditSale } from './decide.ts';

const spec = deciderSpecification(ledgerDecider);
const now = '2026-11-21T06:00:00.000Z';
const credit: CreditSale = {
  type: 'CreditSale',
  sellerId: 's',
  purchaseId: 'p1',
  clipId: 'c1',
  grossSatang: 50_000,
  testMode: false,
  now,
};
const credited: SaleCredited = {
  type: 'SaleCredited',
  data: {
    sellerId: 's',
    purchaseId: 'p1',
    clipId: 'c1',
    grossSatang: 50_000,
    platformSatang: 12_500,
    sellerSatang: 37_500,
    creditedAt: now,
  },
};

describe('seller ledger', () => {
  it('a sale credits the seller 75% and keeps 25% for the platform', () => {
    spec.given([]).when(credit).then([credited]);
  });

  it('a sale is credited once', () => {
    spec.given([credited]).when(credit).thenThrows('SALE_ALREADY_CREDITED');
  });

  it('an odd satang amount splits without losing a satang', () => {
    spec
      .given([])
      .when({ ...credit, grossSatang: 30_001 })
      .then([
        {
          ...credited,
          data: { ...credited.data, grossSatang: 30_001, platformSatang: 7_500, sellerSatang: 22_501 },
        },
      ]);
  });

  it('a refund reverses the seller’s share once, and only of a credited sale', () => {
    const reverse = { type: 'ReverseSale' as const, sellerId: 's', purchaseId: 'p1', now };
    const reversed = {
      type: 'SaleReversed' as const,
      data: { sellerId: 's', purchaseId: 'p1', sellerSatang: 37_500, reversedAt: now },
    };
    spec.given([credited]).when(reverse).then([reversed]);
    spec.given([credited, reversed]).when(reverse).thenThrows('SALE_ALREADY_REVERSED');
    spec.given([]).when(reverse).thenThrows('SALE_NOT_CREDITED');
  });

  describe('payouts', () => {
    const debit = {
      type: 'DebitPayout' as const,
      sellerId: 's',
      payoutId: 'po1',
      minimumSatang: PAYOUT_MINIMUM_SATANG,
      now,
    };
    const big = (purchaseId: string, grossSatang: number): SaleCredited => ({
      type: 'SaleCredited',
      data: {
        ...credited.data,
        purchaseId,
        grossSatang,
        platformSatang: grossSatang / 4,
        sellerSatang: (grossSatang * 3) / 4,
      },
    });
    const debited: PayoutDebited = {
      type: 'PayoutDebited',
      data: { sellerId: 's', payoutId: 'po1', amountSatang: 90_000, debitedAt: now },
    };
    const returned = {
      type: 'PayoutReturned' as const,
      data: { sellerId: 's', payoutId: 'po1', amountSatang: 90_000, returnedAt: now },
    };
    const sales = [big('p1', 80_000), big('p2', 40_000)];

    it('a payout takes the whole balance once it reaches the minimum', () => {
      spec.given(sales).when(debit).then([debited]);
    });

    it('refuses a balance under the minimum, an emptied one, and the same payout twice', () => {
      const justUnder = big('p1', 66_664);
      expect(justUnder.data.sellerSatang).toBe(PAYOUT_MINIMUM_SATANG - 2);
      spec.given([justUnder]).when(debit).thenThrows('PAYOUT_BELOW_MINIMUM');
      spec.given([]).when(debit).thenThrows('PAYOUT_BELOW_MINIMUM');
      spec
        .given([...sales, debited])
        .when({ ...debit, payoutId: 'po2' })
        .thenThrows('PAYOUT_BELOW_MINIMUM');
      spec
        .given([...sales, debited, ...[big('p3', 80_000), big('p4', 40_000)]])
        .when(debit)
        .thenThrows('PAYOUT_ALREADY_DEBITED');
    });

    it('a balance made negative by a refund after a payout is carried, and pays nothing until made good', () => {
      const reversed = {
        type: 'SaleReversed' as const,
        data: { sellerId: 's', purchaseId: 'p1', sellerSatang: 60_000, reversedAt: now },
      };
      spec
        .given([...sales, debited, reversed, big('p3', 80_000)])
        .when({ ...debit, payoutId: 'po2' })
        .thenThrows('PAYOUT_BELOW_MINIMUM');
    });

    it('a failed payout returns its money once, and only a debited one', () => {
      const ret = { type: 'ReturnPayout' as const, sellerId: 's', payoutId: 'po1', now };
      spec
        .given([...sales, debited])
        .when(ret)
        .then([returned]);
      spec
        .given([...sales, debited, returned])
        .when(ret)
        .thenThrows('PAYOUT_ALREADY_RETURNED');
      spec.given(sales).when(ret).thenThrows('PAYOUT_NOT_DEBITED');
      spec
        .given([...sales, debited, returned])
        .when({ ...debit, payoutId: 'po2' })
        .then([{ ...debited, data: { ...debited.data, payoutId: 'po2' } }]);
    });
  });

  describe('test money (issue 15: sandbox payments are never paid out)', () => {
    const testSale = (purchaseId: string, grossSatang: number): SaleCredited => ({
      type: 'SaleCredited',
      data: {
        ...credited.data,
        purchaseId,
        grossSatang,
        platformSatang: grossSatang / 4,
        sellerSatang: (grossSatang * 3) / 4,
        testMode: true,
      },
    });
    const liveSale = (purchaseId: string, grossSatang: number): SaleCredited => {
      const { testMode: _testMode, ...data } = testSale(purchaseId, grossSatang).data;
      return { type: 'SaleCredited', data };
    };
    const debit = {
      type: 'DebitPayout' as const,
      sellerId: 's',
      payoutId: 'po1',
      minimumSatang: PAYOUT_MINIMUM_SATANG,
      now,
    };

    it('a sale paid with test money is credited as test money', () => {
      spec
        .given([])
        .when({ ...credit, testMode: true })
        .then([{ ...credited, data: { ...credited.data, testMode: true } }]);
    });

    it('no payout takes test money, however much there is', () => {
      spec
        .given([testSale('t1', 800_000), testSale('t2', 400_000)])
        .when(debit)
        .thenThrows('PAYOUT_BELOW_MINIMUM');
    });

    it('a payout takes only the live money beside the test money', () => {
      spec
        .given([testSale('t1', 800_000), liveSale('p1', 80_000), liveSale('p2', 40_000)])
        .when(debit)
        .then([
          {
            type: 'PayoutDebited',
            data: { sellerId: 's', payoutId: 'po1', amountSatang: 90_000, debitedAt: now },
          },
        ]);
    });

    it('a refund of test money comes off the test balance, never off the live money', () => {
      const reverse = { type: 'ReverseSale' as const, sellerId: 's', purchaseId: 't1', now };
      const reversed = {
        type: 'SaleReversed' as const,
        data: { sellerId: 's', purchaseId: 't1', sellerSatang: 600_000, reversedAt: now, testMode: true },
      };
      const given = [testSale('t1', 800_000), liveSale('p1', 80_000), liveSale('p2', 40_000)];
      spec.given(given).when(reverse).then([reversed]);
      spec
        .given([...given, reversed])
        .when(debit)
        .then([
          {
            type: 'PayoutDebited',
            data: { sellerId: 's', payoutId: 'po1', amountSatang: 90_000, debitedAt: now },
          },
        ]);
    });
  });
});
