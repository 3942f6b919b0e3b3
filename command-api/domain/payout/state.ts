import type { PayoutEvent } from '../../../events/payout/payoutEvents.ts';
import type { Satang } from '../../../events/money.ts';

export type PayoutStatus = 'pending' | 'paid' | 'failed';

export interface ExistingPayout {
  status: PayoutStatus;
  payoutId: string;
  sellerId: string;
  amountSatang: Satang;
}

export type PayoutState = { status: 'none' } | ExistingPayout;

export const initialPayoutState = (): PayoutState => ({ status: 'none' });

export function evolvePayout(state: PayoutState, event: PayoutEvent): PayoutState {
  switch (event.type) {
    case 'PayoutCreated': {
      const { payoutId, sellerId, amountSatang } = event.data;
      return { status: 'pending', payoutId, sellerId, amountSatang };
    }
    case 'PayoutMarkedPaid':
      return state.status === 'none' ? state : { ...state, status: 'paid' };
    case 'PayoutFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
