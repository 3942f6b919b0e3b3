import type { GlobalPosition } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import { DomainError } from '../domain/decider.ts';
import { ledgerDecider, type CreditSale } from '../domain/ledger/decide.ts';
import { handleCommand, type CommandContext } from '../handleCommand.ts';

const done = new Set(['SALE_ALREADY_CREDITED', 'SALE_ALREADY_REVERSED']);

/**
 * Runs a ledger command; one already applied counts as done (the ledger commands are idempotent).
 * Answers where it was appended, or null when it was done already.
 */
async function onLedger(run: () => Promise<{ position: GlobalPosition }>): Promise<GlobalPosition | null> {
  try {
    return (await run()).position;
  } catch (error) {
    if (error instanceof DomainError && done.has(error.code)) return null;
    throw error;
  }
}

/**
 * The seller's 75% of a paid purchase, credited once however often it is asked for; a purchase
 * paid with test money is credited as test money, which no payout takes.
 */
export function creditSale(
  store: EventStore,
  sale: Omit<CreditSale, 'type'>,
  context: CommandContext,
) {
  return onLedger(() =>
    handleCommand(
      store,
      streams.ledger(sale.sellerId),
      ledgerDecider,
      { type: 'CreditSale', ...sale },
      context,
    ),
  );
}

/** A refunded purchase's credit taken back, once. */
export function reverseSale(
  store: EventStore,
  sale: { sellerId: string; purchaseId: string; now: string },
  context: CommandContext,
) {
  return onLedger(() =>
    handleCommand(
      store,
      streams.ledger(sale.sellerId),
      ledgerDecider,
      { type: 'ReverseSale', ...sale },
      context,
    ),
  );
}
