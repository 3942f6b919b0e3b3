import { platformShare } from '../../../events/saleShares.ts';
import type {
  LedgerEvent,
  PayoutDebited,
  PayoutReturned,
  SaleCredited,
  SaleReversed,
} from '../../../events/ledger/ledgerEvents.ts';
import { DomainError, type Decider } from '../decider.ts';

/**
 * A seller's ledger (DESIGN.md §3): each sale credited once, each refund reversed once, each payout
 * debited once and returned at most once.
 */
export interface LedgerState {
  /** The seller's share per purchase credited. */
  credited: Map<string, number>;
  reversed: Set<string>;
  /** The amount of each payout debited. */
  debited: Map<string, number>;
  returned: Set<string>;
  balanceSatang: number;
}

export interface CreditSale {
  type: 'CreditSale';
  sellerId: string;
  purchaseId: string;
  clipId: string;
  grossSatang: number;
  now: string;
}

export interface ReverseSale {
  type: 'ReverseSale';
  sellerId: string;
  purchaseId: string;
  now: string;
}

/** A payout batch takes the seller's whole balance for one payout. */
export interface DebitPayout {
  type: 'DebitPayout';
  sellerId: string;
  payoutId: string;
  /** The configured minimum balance for a payout (PAYOUT_MINIMUM_BAHT). */
  minimumSatang: number;
  now: string;
}

/** A failed payout puts its money back. */
export interface ReturnPayout {
  type: 'ReturnPayout';
  sellerId: string;
  payoutId: string;
  now: string;
}

export type LedgerCommand = CreditSale | ReverseSale | DebitPayout | ReturnPayout;

/** The platform's share of a sale, rounded to the satang (the seller gets the rest). */

export function creditSale(command: CreditSale, state: LedgerState): [SaleCredited] {
  if (state.credited.has(command.purchaseId)) throw new DomainError('SALE_ALREADY_CREDITED');
  const platformSatang = platformShare(command.grossSatang);
  return [
    {
      type: 'SaleCredited',
      data: {
        sellerId: command.sellerId,
        purchaseId: command.purchaseId,
        clipId: command.clipId,
        grossSatang: command.grossSatang,
        platformSatang,
        sellerSatang: command.grossSatang - platformSatang,
        creditedAt: command.now,
      },
    },
  ];
}

/** A refund takes the seller's share back, even into a negative balance (carried, not hidden). */
export function reverseSale(command: ReverseSale, state: LedgerState): [SaleReversed] {
  const sellerSatang = state.credited.get(command.purchaseId);
  if (sellerSatang === undefined) throw new DomainError('SALE_NOT_CREDITED');
  if (state.reversed.has(command.purchaseId)) throw new DomainError('SALE_ALREADY_REVERSED');
  return [
    {
      type: 'SaleReversed',
      data: {
        sellerId: command.sellerId,
        purchaseId: command.purchaseId,
        sellerSatang,
        reversedAt: command.now,
      },
    },
  ];
}

/**
 * The whole balance, once it reaches the minimum. The stream's optimistic concurrency is what makes
 * two batches at once pay once: the second decides again on the emptied balance and is refused.
 */
export function debitPayout(command: DebitPayout, state: LedgerState): [PayoutDebited] {
  if (state.debited.has(command.payoutId)) throw new DomainError('PAYOUT_ALREADY_DEBITED');
  if (state.balanceSatang < command.minimumSatang) throw new DomainError('PAYOUT_BELOW_MINIMUM');
  return [
    {
      type: 'PayoutDebited',
      data: {
        sellerId: command.sellerId,
        payoutId: command.payoutId,
        amountSatang: state.balanceSatang,
        debitedAt: command.now,
      },
    },
  ];
}

/** Only a payout this ledger debited, and only once. */
export function returnPayout(command: ReturnPayout, state: LedgerState): [PayoutReturned] {
  const amountSatang = state.debited.get(command.payoutId);
  if (amountSatang === undefined) throw new DomainError('PAYOUT_NOT_DEBITED');
  if (state.returned.has(command.payoutId)) throw new DomainError('PAYOUT_ALREADY_RETURNED');
  return [
    {
      type: 'PayoutReturned',
      data: { sellerId: command.sellerId, payoutId: command.payoutId, amountSatang, returnedAt: command.now },
    },
  ];
}

export function evolveLedger(state: LedgerState, event: LedgerEvent): LedgerState {
  switch (event.type) {
    case 'SaleCredited':
      return {
        ...state,
        credited: new Map(state.credited).set(event.data.purchaseId, event.data.sellerSatang),
        balanceSatang: state.balanceSatang + event.data.sellerSatang,
      };
    case 'SaleReversed':
      return {
        ...state,
        reversed: new Set(state.reversed).add(event.data.purchaseId),
        balanceSatang: state.balanceSatang - event.data.sellerSatang,
      };
    case 'PayoutDebited':
      return {
        ...state,
        debited: new Map(state.debited).set(event.data.payoutId, event.data.amountSatang),
        balanceSatang: state.balanceSatang - event.data.amountSatang,
      };
    case 'PayoutReturned':
      return {
        ...state,
        returned: new Set(state.returned).add(event.data.payoutId),
        balanceSatang: state.balanceSatang + event.data.amountSatang,
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const ledgerDecider: Decider<LedgerState, LedgerCommand, LedgerEvent> = {
  initialState: () => ({
    credited: new Map(),
    reversed: new Set(),
    debited: new Map(),
    returned: new Set(),
    balanceSatang: 0,
  }),
  evolve: evolveLedger,
  decide(command, state) {
    switch (command.type) {
      case 'CreditSale':
        return creditSale(command, state);
      case 'ReverseSale':
        return reverseSale(command, state);
      case 'DebitPayout':
        return debitPayout(command, state);
      case 'ReturnPayout':
        return returnPayout(command, state);
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
