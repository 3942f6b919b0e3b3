import { describe, it } from 'vitest';
import type { PayoutCreated } from '../../../events/payout/payoutEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { payoutDecider, type CreatePayout } from './decide.ts';

const spec = deciderSpecification(payoutDecider);
const now = '2026-11-21T06:00:00.000Z';
const later = '2026-11-22T03:00:00.000Z';
const bank = { bankName: 'kbank' as const, accountName: 'สมชาย ใจดี', accountNumber: '1234567890' };
const create: CreatePayout = {
  type: 'CreatePayout',
  payoutId: 'po1',
  sellerId: 's',
  amountSatang: 75_000,
  bank,
  now,
};
const created: PayoutCreated = {
  type: 'PayoutCreated',
  data: {
    payoutId: 'po1',
    sellerId: 's',
    uid: 's',
    amountSatang: 75_000,
    method: 'bank_transfer',
    ...bank,
    createdAt: now,
  },
};
const markPaid = { type: 'MarkPayoutPaid' as const, payoutId: 'po1', by: 'admin1', now: later };
const paid = { type: 'PayoutMarkedPaid' as const, data: { payoutId: 'po1', paidAt: later, by: 'admin1' } };
const fail = { type: 'FailPayout' as const, payoutId: 'po1', reason: 'บัญชีปิดแล้ว', now: later };
const failed = {
  type: 'PayoutFailed' as const,
  data: { payoutId: 'po1', reason: 'บัญชีปิดแล้ว', failedAt: later },
};

describe('payout', () => {
  it('is created once, by bank transfer, with the seller as the owner of the account details', () => {
    spec.given([]).when(create).then([created]);
    spec.given([created]).when(create).thenThrows('PAYOUT_ALREADY_EXISTS');
  });

  it('a pending payout is marked paid with who and when, once', () => {
    spec.given([created]).when(markPaid).then([paid]);
    spec.given([created, paid]).when(markPaid).thenThrows('PAYOUT_NOT_PENDING');
    spec.given([]).when(markPaid).thenThrows('PAYOUT_NOT_FOUND');
  });

  it('a pending payout fails with a reason; a paid or failed one cannot', () => {
    spec.given([created]).when(fail).then([failed]);
    spec.given([created, paid]).when(fail).thenThrows('PAYOUT_NOT_PENDING');
    spec.given([created, failed]).when(fail).thenThrows('PAYOUT_NOT_PENDING');
    spec.given([created, failed]).when(markPaid).thenThrows('PAYOUT_NOT_PENDING');
    spec.given([]).when(fail).thenThrows('PAYOUT_NOT_FOUND');
  });
});
