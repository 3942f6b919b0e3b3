import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { MS_PER_DAY, PAYOUT_MINIMUM_SATANG } from '../../events/constants.ts';
import { comparePositions } from '../../events/checkpoint.ts';
import type { GlobalPosition } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { DomainError } from '../domain/decider.ts';
import type { CommandContext } from '../handleCommand.ts';
import type { ReadModelLookups } from '../ports/readModelLookups.ts';
import { debitPayout, returnPayout, runPayoutCommand } from './payoutLedger.ts';
import { readBankAccount } from './readBankAccount.ts';
import type { Satang } from '../../events/money.ts';

export interface PayoutBatchDeps {
  store: EventStore;
  /** The purchases read model nominates sellers; each seller's ledger stream decides. */
  readModels: Pick<
    ReadModelLookups,
    'sellersDueForPayout' | 'payoutsDebitedNotCreated' | 'payoutsFailedNotReturned'
  >;
  logger: Pick<Logger, 'warn' | 'info'>;
}

export interface PayoutBatchResult {
  payouts: { payoutId: string; sellerId: string; amountSatang: Satang }[];
  /** Sellers whose balance reached the minimum but who have no bank account yet. */
  withoutBankAccount: number;
  /** Payouts a crash had left half done, completed now. */
  settled: number;
  /** Where the batch's last write is, for read-your-writes; null when it wrote nothing. */
  position: GlobalPosition | null;
}

/** Keeps the furthest position written. */
function furthest(a: GlobalPosition | null, b: GlobalPosition | null | undefined): GlobalPosition | null {
  if (!b) return a;
  return a && comparePositions(a, b) >= 0 ? a : b;
}

/**
 * Creates a payout, or finds it already created (a repair racing the batch that debited it);
 * false without a bank account (it was removed in between: the next batch tries again).
 */
async function createPayout(
  deps: PayoutBatchDeps,
  payout: { payoutId: string; sellerId: string; amountSatang: Satang; now: string },
  context: CommandContext,
): Promise<{ position: GlobalPosition | null } | false> {
  const bank = await readBankAccount(deps.store, payout.sellerId);
  if (!bank) return false;
  try {
    return await runPayoutCommand(deps.store, { type: 'CreatePayout', ...payout, bank }, context);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PAYOUT_ALREADY_EXISTS') return { position: null };
    throw error;
  }
}

/**
 * Finishes what a crash left between two streams: a debited ledger without its payout gets the
 * payout, a failed payout whose money is not back yet gets it back. Idempotent, like the rest.
 */
async function settlePayouts(deps: PayoutBatchDeps, now: string, context: CommandContext) {
  let settled = 0;
  let position: GlobalPosition | null = null;
  for (const orphan of await deps.readModels.payoutsDebitedNotCreated()) {
    const payout = { ...orphan, now };
    const created = await createPayout(deps, payout, context);
    if (created) {
      settled++;
      position = furthest(position, created.position);
    }
  }
  for (const unreturned of await deps.readModels.payoutsFailedNotReturned()) {
    const returned = await returnPayout(deps.store, { ...unreturned, now }, context);
    if (returned) {
      settled++;
      position = furthest(position, returned.position);
    }
  }
  return { settled, position };
}

/**
 * One payout batch (issue 6 "Seller money"): each seller whose live balance reaches the minimum and
 * who has a bank account gets one payout of the whole live balance; test money is never paid out. The ledger is debited first, on its
 * own stream with optimistic concurrency, so two batches at once pay each seller once; then the
 * payout is created. `sinceDays` (the weekly schedule) leaves out sellers paid more recently (a
 * payout that failed and was returned does not count).
 */
export async function runPayoutBatch(
  deps: PayoutBatchDeps,
  options: {
    now: Date;
    context: CommandContext;
    sinceDays?: number;
    /** The smallest balance paid out (PAYOUT_MINIMUM_BAHT, configurable). */
    minimumSatang?: Satang;
  },
): Promise<PayoutBatchResult> {
  const now = options.now.toISOString();
  const { settled, position } = await settlePayouts(deps, now, options.context);
  const minimumSatang = options.minimumSatang ?? PAYOUT_MINIMUM_SATANG;
  const paidSince =
    options.sinceDays === undefined ? null : new Date(options.now.getTime() - options.sinceDays * MS_PER_DAY);
  // Only live money is owed: test money (issue 15) stays on the seller's test balance.
  const due = await deps.readModels.sellersDueForPayout(minimumSatang, paidSince);
  const result: PayoutBatchResult = { payouts: [], withoutBankAccount: 0, settled, position };
  for (const sellerId of due) {
    if (!(await readBankAccount(deps.store, sellerId))) {
      result.withoutBankAccount++;
      continue;
    }
    const payoutId = randomUUID();
    const debited = await debitPayout(
      deps.store,
      { sellerId, payoutId, minimumSatang, now },
      options.context,
    );
    if (!debited) continue;
    const payout = { payoutId, sellerId, amountSatang: debited.data.amountSatang, now };
    // Should this fail, the money is debited and the next batch creates the payout (settlePayouts).
    const created = await createPayout(deps, payout, options.context).catch((error: unknown) => {
      deps.logger.warn(
        { err: error, payoutId },
        'payout debited but not created yet; the next batch creates it',
      );
      return false as const;
    });
    if (created) {
      result.payouts.push({ payoutId, sellerId, amountSatang: payout.amountSatang });
      result.position = furthest(result.position, created.position);
    }
  }
  return result;
}
