import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import { DomainError } from '../domain/decider.ts';
import { complaintDecider, type ComplaintCommand } from '../domain/complaint/decide.ts';
import { handleCommand, type CommandContext } from '../handleCommand.ts';

/** One command on one complaint's stream. */
export function runComplaintCommand(store: EventStore, command: ComplaintCommand, context: CommandContext) {
  return handleCommand(store, streams.complaint(command.complaintId), complaintDecider, command, context);
}

/**
 * A complaint may name a clip that exists and a purchase the reporter made or sold; anything else is
 * refused (404) rather than kept as a dangling reference.
 */
export async function checkReferences(
  store: EventStore,
  reporterId: string,
  refs: { clipId: string | null; purchaseId: string | null },
): Promise<void> {
  if (refs.clipId !== null) {
    const { events } = await store.readStream(streams.clip(refs.clipId));
    if (!events.some((event) => event.type === 'ClipUploaded')) throw new DomainError('CLIP_NOT_FOUND');
  }
  if (refs.purchaseId !== null) {
    const { events } = await store.readStream(streams.purchase(refs.purchaseId));
    const created = events.find((event) => event.type === 'PurchaseCreated')?.data as
      { buyerId?: string; sellerId?: string } | undefined;
    if (!created || (created.buyerId !== reporterId && created.sellerId !== reporterId))
      throw new DomainError('PURCHASE_NOT_FOUND');
  }
}
