import { randomUUID } from 'node:crypto';
import type { GlobalPosition } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import type { PaymentMethod } from '../../events/purchase/purchaseEvents.ts';
import { streams } from '../../events/streams.ts';
import { DomainError } from '../domain/decider.ts';
import { purchasingDecider, type LatestPurchase } from '../domain/purchasing/decide.ts';
import { handleCommand, loadState, type CommandContext } from '../handleCommand.ts';
import { loadPurchase, runPurchaseCommand } from './runPurchaseCommand.ts';
import { readClipForSale } from './readClipForSale.ts';
import type { Satang } from '../../events/money.ts';

export interface CreatedPurchase {
  purchaseId: string;
  amountSatang: Satang;
  paymentMethod: PaymentMethod;
  payBy: string | null;
  /** False when an open purchase of the same clip by the same buyer was answered instead. */
  created: boolean;
  position: GlobalPosition | null;
}

/** How the latest purchase of the guard stands, from its own stream. */
async function latestPurchase(store: EventStore, purchaseId: string): Promise<LatestPurchase> {
  const state = await loadPurchase(store, purchaseId);
  if (state.status === 'none') return { purchaseId, status: 'opening' };
  return { purchaseId, status: state.status, payBy: state.payBy, downloadUntil: state.downloadUntil };
}

/**
 * A buyer buys a clip: at the clip's own price, at most one open purchase per buyer and clip (the
 * `purchasing-{buyer}_{clip}` guard decides, so parallel requests make one purchase and the others
 * answer it), then the purchase's own stream records it.
 */
export async function createPurchase(
  store: EventStore,
  input: { buyerId: string; clipId: string; paymentMethod: PaymentMethod; now: string },
  context: CommandContext,
): Promise<CreatedPurchase> {
  const guard = streams.purchasing(input.buyerId, input.clipId);
  // The clip and the guard are independent streams: read together, one round trip of latency.
  const [clip, { state }] = await Promise.all([
    readClipForSale(store, input.clipId),
    loadState(store, guard, purchasingDecider),
  ]);
  if (!clip || clip.status === 'deleted') throw new DomainError('CLIP_NOT_FOUND');
  if (clip.status !== 'approved') throw new DomainError('CLIP_NOT_FOR_SALE');
  if (clip.sellerId === input.buyerId) throw new DomainError('OWN_CLIP');

  const latest = state.latest ? await latestPurchase(store, state.latest.purchaseId) : null;
  const purchaseId = randomUUID();
  try {
    await handleCommand(
      store,
      guard,
      purchasingDecider,
      {
        type: 'OpenPurchase',
        purchaseId,
        buyerId: input.buyerId,
        clipId: input.clipId,
        latest,
        now: input.now,
      },
      context,
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PURCHASE_OPEN') {
      const open = String(error.details?.purchaseId);
      const existing = await loadPurchase(store, open);
      return {
        purchaseId: open,
        amountSatang: existing.status === 'none' ? clip.priceSatang : existing.amountSatang,
        paymentMethod: existing.status === 'none' ? input.paymentMethod : existing.paymentMethod,
        payBy: existing.status === 'none' ? null : existing.payBy,
        created: false,
        position: null,
      };
    }
    throw error;
  }
  const { events, position } = await runPurchaseCommand(
    store,
    {
      type: 'CreatePurchase',
      purchaseId,
      buyerId: input.buyerId,
      clip,
      paymentMethod: input.paymentMethod,
      now: input.now,
    },
    context,
  );
  const created = events[0]!;
  if (created.type !== 'PurchaseCreated') throw new Error('CreatePurchase must record PurchaseCreated');
  return {
    purchaseId,
    amountSatang: created.data.amountSatang,
    paymentMethod: created.data.paymentMethod,
    payBy: created.data.payBy,
    created: true,
    position,
  };
}
