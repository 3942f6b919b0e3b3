import { asDomainEvent } from '../../events/catalogue.ts';
import type { ClipFile } from '../../events/clip/clipEvents.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import type { SignedInActor } from '../../infra/http/defineRoute.ts';

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
 * Who may watch the original video. Today its seller and admins; buyers of the clip join in a
 * later issue, here and nowhere else.
 */
export function mayWatchOriginal(actor: SignedInActor, clip: ClipOriginal): boolean {
  return !clip.deleted && (actor.role === 'admin' || actor.id === clip.sellerId);
}

/** The clips among `clipIds` that were deleted: their fingerprints block nobody. */
export async function deletedClips(store: EventStore, clipIds: string[]): Promise<string[]> {
  const clips = await Promise.all(clipIds.map((clipId) => readClipOriginal(store, clipId)));
  return clipIds.filter((_, i) => clips[i]?.deleted);
}
