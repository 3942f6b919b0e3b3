import { platformShare, sellerShare } from '../../../events/saleShares.ts';
import type {
  LedgerEvent,
  PayoutDebited,
  PayoutReturned,
  SaleCredited,
  SaleReversed,
} from '../../../events/ledger/ledgerEvents.ts';
import { DomainError, type Decider } from '../decider.ts';
import type { Satang } from '../../../events/money.ts';

/**
 * A seller's ledger (DESIGN.md §3): each sale credited once, each refund reversed once, each payout
 * debited once and returned at most once. Test money (issue 15) is credited to a balance of its
 * own that no payout ever takes: only live money reaches a bank account.
 */
export interface LedgerState {
  /** The seller's share per purchase credited, and whether it was test money. */
  credited: Map<string, { sellerSatang: Satang; testMode: boolean }>;
  reversed: Set<string>;
  /** The amount of each payout debited. */
  debited: Map<string, Satang>;
  returned: Set<string>;
  /** Live money owed to the seller: what a payout takes. */
  balanceSatang: Satang;
  /** Test money credited (less its refunds): shown, never paid out. */
  testBalanceSatang: Satang;
}

export interface CreditSale {
  type: 'CreditSale';
  sellerId: string;
  purchaseId: string;
  clipId: string;
  grossSatang: Satang;
  /** The purchase was paid with test money (PaymentSucceeded.testMode). */
  testMode: boolean;
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
  minimumSatang: Satang;
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

export function creditSale(command: CreditSale, state: LedgerState): [SaleCredited] {
  if (state.credited.has(command.purchaseId)) throw new DomainError('SALE_ALREADY_CREDITED');
  return [
    {
      type: 'SaleCredited',
      data: {
        sellerId: command.sellerId,
        purchaseId: command.purchaseId,
        clipId: command.clipId,
        grossSatang: command.grossSatang,
        platformSatang: platformShare(command.grossSatang),
        sellerSatang: sellerShare(command.grossSatang),
        creditedAt: command.now,
        ...(command.testMode ? { testMode: true } : {}),
      },
    },
  ];
}

/** A refund takes the seller's share back, even into a negative balance (carried, not hidden). */
export function reverseSale(command: ReverseSale, state: LedgerState): [SaleReversed] {
  const credit = state.credited.get(command.purchaseId);
  if (credit === undefined) throw new DomainError('SALE_NOT_CREDITED');
  if (state.reversed.has(command.purchaseId)) throw new DomainError('SALE_ALREADY_REVERSED');
  return [
    {
      type: 'SaleReversed',
      data: {
        sellerId: command.sellerId,
        purchaseId: command.purchaseId,
        sellerSatang: credit.sellerSatang,
        reversedAt: command.now,
        ...(credit.testMode ? { testMode: true } : {}),
      },
    },
  ];
}

/**
 * The whole live balance, once it reaches the minimum; test money never leaves. The stream's optimistic concurrency is what makes
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

/** Moves the live or the test balance. */
const moved = (state: LedgerState, testMode: boolean, satang: Satang): LedgerState =>
  testMode
    ? { ...state, testBalanceSatang: state.testBalanceSatang + satang }
    : { ...state, balanceSatang: state.balanceSatang + satang };

export function evolveLedger(state: LedgerState, event: LedgerEvent): LedgerState {
  switch (event.type) {
    case 'SaleCredited': {
      const { purchaseId, sellerSatang, testMode = false } = event.data;
      return {
        ...moved(state, testMode, sellerSatang),
        credited: new Map(state.credited).set(purchaseId, { sellerSatang, testMode }),
      };
    }
    case 'SaleReversed':
      return {
        ...moved(state, event.data.testMode ?? false, -event.data.sellerSatang),
        reversed: new Set(state.reversed).add(event.data.purchaseId),
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

/** `evolveLedger` over many events, with each map and set copied once instead of per event. */
export function foldLedger(state: LedgerState, events: readonly LedgerEvent[]): LedgerState {
  const credited = new Map(state.credited);
  const reversed = new Set(state.reversed);
  const debited = new Map(state.debited);
  const returned = new Set(state.returned);
  let { balanceSatang, testBalanceSatang } = state;
  const move = (testMode: boolean, satang: Satang) => {
    if (testMode) testBalanceSatang += satang;
    else balanceSatang += satang;
  };
  for (const event of events) {
    switch (event.type) {
      case 'SaleCredited': {
        const { purchaseId, sellerSatang, testMode = false } = event.data;
        move(testMode, sellerSatang);
        credited.set(purchaseId, { sellerSatang, testMode });
        break;
      }
      case 'SaleReversed':
        move(event.data.testMode ?? false, -event.data.sellerSatang);
        reversed.add(event.data.purchaseId);
        break;
      case 'PayoutDebited':
        debited.set(event.data.payoutId, event.data.amountSatang);
        balanceSatang -= event.data.amountSatang;
        break;
      case 'PayoutReturned':
        returned.add(event.data.payoutId);
        balanceSatang += event.data.amountSatang;
        break;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }
  return { credited, reversed, debited, returned, balanceSatang, testBalanceSatang };
}

export const ledgerDecider: Decider<LedgerState, LedgerCommand, LedgerEvent> = {
  initialState: () => ({
    credited: new Map(),
    reversed: new Set(),
    debited: new Map(),
    returned: new Set(),
    balanceSatang: 0,
    testBalanceSatang: 0,
  }),
  evolve: evolveLedger,
  fold: foldLedger,
  // Purchase ids, payout ids and amounts: nothing personal.
  keepsState: true,
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
