import { platformShare, sellerShare } from '../../../events/saleShares.ts';
import type {
  LedgerEvent,
  PayoutDebited,
  PayoutReturned,
  SaleCredited,
  SaleReversed,
} from '../../../events/ledger/ledgerEvents.ts';
import { DomainError, type Decider, type SnapshotCodec } from '../decider.ts';
import type { Satang } from '../../../events/money.ts';
import { Map as PersistentMap, Set as PersistentSet } from 'immutable';

/**
 * A seller's ledger (DESIGN.md §3): each sale credited once, each refund reversed once, each payout
 * debited once and returned at most once. Test money (issue 15) is credited to a balance of its
 * own that no payout ever takes: only live money reaches a bank account.
 */
export interface LedgerState {
  /**
   * The seller's share per purchase credited, and whether it was test money. The maps and sets are
   * persistent (immutable.js): a new state shares all but the changed path with the one before,
   * so a command on a busy seller's ledger (issue 20: 100,000 events) does not copy them all.
   */
  credited: PersistentMap<string, { sellerSatang: Satang; testMode: boolean }>;
  reversed: PersistentSet<string>;
  /** The amount of each payout debited. */
  debited: PersistentMap<string, Satang>;
  returned: PersistentSet<string>;
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
        credited: state.credited.set(purchaseId, { sellerSatang, testMode }),
      };
    }
    case 'SaleReversed':
      return {
        ...moved(state, event.data.testMode ?? false, -event.data.sellerSatang),
        reversed: state.reversed.add(event.data.purchaseId),
      };
    case 'PayoutDebited':
      return {
        ...state,
        debited: state.debited.set(event.data.payoutId, event.data.amountSatang),
        balanceSatang: state.balanceSatang - event.data.amountSatang,
      };
    case 'PayoutReturned':
      return {
        ...state,
        returned: state.returned.add(event.data.payoutId),
        balanceSatang: state.balanceSatang + event.data.amountSatang,
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * `evolveLedger` over many events, the maps and sets changed in place (`asMutable`) and frozen
 * once at the end: a 100,000-event ledger read whole folds without 100,000 intermediate states.
 */
export function foldLedger(state: LedgerState, events: readonly LedgerEvent[]): LedgerState {
  const credited = state.credited.asMutable();
  const reversed = state.reversed.asMutable();
  const debited = state.debited.asMutable();
  const returned = state.returned.asMutable();
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
  return {
    credited: credited.asImmutable(),
    reversed: reversed.asImmutable(),
    debited: debited.asImmutable(),
    returned: returned.asImmutable(),
    balanceSatang,
    testBalanceSatang,
  };
}

/** A ledger's state as JSON: entries as arrays (a busy seller's has 100,000 of them). */
interface LedgerSnapshot {
  credited: [purchaseId: string, sellerSatang: Satang, testMode: boolean][];
  reversed: string[];
  debited: [payoutId: string, amountSatang: Satang][];
  returned: string[];
  balanceSatang: Satang;
  testBalanceSatang: Satang;
}

export const ledgerSnapshot: SnapshotCodec<LedgerState> = {
  kind: 'ledger',
  schema: 1,
  encode: (state): LedgerSnapshot => ({
    credited: [...state.credited].map(([id, { sellerSatang, testMode }]) => [id, sellerSatang, testMode]),
    reversed: [...state.reversed],
    debited: [...state.debited],
    returned: [...state.returned],
    balanceSatang: state.balanceSatang,
    testBalanceSatang: state.testBalanceSatang,
  }),
  decode: (json) => {
    const snapshot = json as LedgerSnapshot;
    return {
      credited: PersistentMap<string, { sellerSatang: Satang; testMode: boolean }>().withMutations(
        (credited) => {
          for (const [id, sellerSatang, testMode] of snapshot.credited)
            credited.set(id, { sellerSatang, testMode });
        },
      ),
      reversed: PersistentSet(snapshot.reversed),
      debited: PersistentMap(snapshot.debited),
      returned: PersistentSet(snapshot.returned),
      balanceSatang: snapshot.balanceSatang,
      testBalanceSatang: snapshot.testBalanceSatang,
    };
  },
};

export const ledgerDecider: Decider<LedgerState, LedgerCommand, LedgerEvent> = {
  initialState: () => ({
    credited: PersistentMap(),
    reversed: PersistentSet(),
    debited: PersistentMap(),
    returned: PersistentSet(),
    balanceSatang: 0,
    testBalanceSatang: 0,
  }),
  evolve: evolveLedger,
  fold: foldLedger,
  // Purchase ids, payout ids and amounts: nothing personal.
  keepsState: true,
  snapshot: ledgerSnapshot,
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
