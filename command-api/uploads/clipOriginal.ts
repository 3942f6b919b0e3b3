import { asDomainEvent } from '../../events/catalogue.ts';
import type { ClipFile } from '../../events/clip/clipEvents.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import { DomainError } from '../domain/decider.ts';
import { mayDownload } from '../domain/purchase/decide.ts';
import { purchasingDecider } from '../domain/purchasing/decide.ts';
import { loadState, type SignedInActor } from '../handleCommand.ts';
import { loadPurchase } from '../purchases/runPurchaseCommand.ts';

/** What serving a clip's original needs, read from its own stream (command-api reads no read model). */
export interface ClipOriginal {
  clipId: string;
  sellerId: string;
  file: ClipFile | null;
  deleted: boolean;
}

export async function readClipOriginal(store: EventStore, clipId: string): Promise<ClipOriginal | null> {
  const { events } = await store.readStream(streams.clip(clipId));
  let uploaded: Omit<ClipOriginal, 'deleted'> | null = null;
  let deleted = false;
  for (const recorded of events) {
    const event = asDomainEvent(recorded);
    if (event?.type === 'ClipUploaded')
      uploaded = { clipId, sellerId: event.data.sellerId, file: event.data.file };
    else if (event?.type === 'ClipDeleted') deleted = true;
  }
  return uploaded && { ...uploaded, deleted };
}

/**
 * Who may watch the original video: its seller and admins while it exists, and a buyer whose
 * purchase still lets them download it (even after the clip left the catalogue: it is theirs).
 */
export function mayWatchOriginal(
  actor: SignedInActor,
  clip: ClipOriginal,
  bought: { downloadableNow: boolean },
): boolean {
  if (bought.downloadableNow) return true;
  return !clip.deleted && (actor.role === 'admin' || actor.id === clip.sellerId);
}

/** Whether `buyerId` holds a paid purchase of the clip that is still within its download window. */
export async function hasDownloadablePurchase(store: EventStore, buyerId: string, clipId: string) {
  const { state } = await loadState(store, streams.purchasing(buyerId, clipId), purchasingDecider);
  if (!state.latest) return false;
  try {
    mayDownload(await loadPurchase(store, state.latest.purchaseId), buyerId, new Date().toISOString());
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** The clips among `clipIds` that were deleted: their fingerprints block nobody. */
export async function deletedClips(store: EventStore, clipIds: string[]): Promise<string[]> {
  const clips = await Promise.all(clipIds.map((clipId) => readClipOriginal(store, clipId)));
  return clipIds.filter((_, i) => clips[i]?.deleted);
}
