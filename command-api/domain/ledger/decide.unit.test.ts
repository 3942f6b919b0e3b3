import { describe, it } from 'vitest';
import type { SaleCredited } from '../../../events/ledger/ledgerEvents.ts';
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
});
