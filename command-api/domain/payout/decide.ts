import type { BANK_CODES } from '../../../events/constants.ts';
import type {
  PayoutCreated,
  PayoutEvent,
  PayoutFailed,
  PayoutMarkedPaid,
} from '../../../events/payout/payoutEvents.ts';
import { DomainError, type Decider } from '../decider.ts';
import { evolvePayout, initialPayoutState, type ExistingPayout, type PayoutState } from './state.ts';
import type { Satang } from '../../../events/money.ts';

export interface BankAccount {
  bankName: (typeof BANK_CODES)[number];
  accountName: string;
  accountNumber: string;
}

/** After the seller's ledger was debited `amountSatang` for this payout. */
export interface CreatePayout {
  type: 'CreatePayout';
  payoutId: string;
  sellerId: string;
  amountSatang: Satang;
  bank: BankAccount;
  now: string;
}

/** An admin transferred the money. */
export interface MarkPayoutPaid {
  type: 'MarkPayoutPaid';
  payoutId: string;
  by: string;
  now: string;
}

/** The transfer did not go through (closed account, wrong number): the money goes back. */
export interface FailPayout {
  type: 'FailPayout';
  payoutId: string;
  reason: string;
  now: string;
}

export type PayoutCommand = CreatePayout | MarkPayoutPaid | FailPayout;

export function createPayout(command: CreatePayout, state: PayoutState): [PayoutCreated] {
  if (state.status !== 'none') throw new DomainError('PAYOUT_ALREADY_EXISTS');
  return [
    {
      type: 'PayoutCreated',
      data: {
        payoutId: command.payoutId,
        sellerId: command.sellerId,
        uid: command.sellerId,
        amountSatang: command.amountSatang,
        method: 'bank_transfer',
        ...command.bank,
        createdAt: command.now,
      },
    },
  ];
}

function pendingPayout(state: PayoutState): ExistingPayout {
  if (state.status === 'none') throw new DomainError('PAYOUT_NOT_FOUND');
  if (state.status !== 'pending') throw new DomainError('PAYOUT_NOT_PENDING');
  return state;
}

/** Only a pending payout is marked paid (spec admin §4 Payout). */
export function markPayoutPaid(command: MarkPayoutPaid, state: PayoutState): [PayoutMarkedPaid] {
  pendingPayout(state);
  return [
    { type: 'PayoutMarkedPaid', data: { payoutId: command.payoutId, paidAt: command.now, by: command.by } },
  ];
}

export function failPayout(command: FailPayout, state: PayoutState): [PayoutFailed] {
  pendingPayout(state);
  return [
    {
      type: 'PayoutFailed',
      data: { payoutId: command.payoutId, reason: command.reason, failedAt: command.now },
    },
  ];
}

export const payoutDecider: Decider<PayoutState, PayoutCommand, PayoutEvent> = {
  initialState: initialPayoutState,
  evolve: evolvePayout,
  decide(command, state) {
    switch (command.type) {
      case 'CreatePayout':
        return createPayout(command, state);
      case 'MarkPayoutPaid':
        return markPayoutPaid(command, state);
      case 'FailPayout':
        return failPayout(command, state);
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
