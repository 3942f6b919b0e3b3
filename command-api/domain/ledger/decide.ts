import { PLATFORM_FEE_PERCENT } from '../../../events/constants.ts';
import type { LedgerEvent, SaleCredited, SaleReversed } from '../../../events/ledger/ledgerEvents.ts';
import { DomainError, type Decider } from '../decider.ts';

/** A seller's ledger (DESIGN.md §3): each sale credited once, each refund reversed once. */
export interface LedgerState {
  /** The seller's share per purchase credited. */
  credited: Map<string, number>;
  reversed: Set<string>;
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

export type LedgerCommand = CreditSale | ReverseSale;

/** The platform's share of a sale, rounded to the satang (the seller gets the rest). */
export const platformShare = (grossSatang: number) => Math.round((grossSatang * PLATFORM_FEE_PERCENT) / 100);

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
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const ledgerDecider: Decider<LedgerState, LedgerCommand, LedgerEvent> = {
  initialState: () => ({ credited: new Map(), reversed: new Set(), balanceSatang: 0 }),
  evolve: evolveLedger,
  decide(command, state) {
    return command.type === 'CreditSale' ? creditSale(command, state) : reverseSale(command, state);
  },
};
