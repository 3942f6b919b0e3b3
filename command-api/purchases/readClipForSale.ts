import { asDomainEvent } from '../../events/catalogue.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import type { ClipForSale } from '../domain/purchase/commands.ts';

/** A clip as a purchase needs it, from the clip's own stream: its seller, status and current price. */
export async function readClipForSale(
  store: EventStore,
  clipId: string,
): Promise<(ClipForSale & { title: string }) | null> {
  const { events } = await store.readStream(streams.clip(clipId));
  type Clip = ClipForSale & { title: string };
  let clip = null as Clip | null;
  const statusAfter: Partial<Record<string, string>> = {
    ClipApproved: 'approved',
    ClipRejected: 'rejected',
    ClipResubmitted: 'pending',
    ClipExpired: 'expired',
    ClipDeleted: 'deleted',
  };
  for (const recorded of events) {
    const event = asDomainEvent(recorded);
    if (event?.type === 'ClipUploaded') {
      const { sellerId, priceSatang, title } = event.data;
      clip = { clipId, sellerId, priceSatang, title, status: 'pending' };
    } else if (clip !== null && event?.type === 'ClipEdited') {
      const { priceSatang, title } = event.data.changes;
      if (priceSatang !== undefined) clip.priceSatang = priceSatang;
      if (title !== undefined) clip.title = title;
    } else if (clip !== null && event) {
      clip.status = statusAfter[event.type] ?? clip.status;
    }
  }
  return clip;
}
