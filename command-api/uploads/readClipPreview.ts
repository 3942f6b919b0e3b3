import { asDomainEvent } from '../../events/catalogue.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import type { ClipStatus } from '../domain/clip/state.ts';

/** What serving a clip's preview needs, from the clip's own stream (command-api reads no read model). */
export interface ClipPreviewFile {
  clipId: string;
  sellerId: string;
  status: ClipStatus;
  /** The preview of the current moment, once made: its fingerprint names its bytes (the ETag). */
  preview: { sha256: string; bytes: number } | null;
}

const statusAfter: Partial<Record<string, ClipStatus>> = {
  ClipApproved: 'approved',
  ClipRejected: 'rejected',
  ClipResubmitted: 'pending',
  ClipExpired: 'expired',
  ClipDeleted: 'deleted',
};

export async function readClipPreview(store: EventStore, clipId: string): Promise<ClipPreviewFile | null> {
  const { events } = await store.readStream(streams.clip(clipId));
  let clip: ClipPreviewFile | null = null;
  for (const recorded of events) {
    const event = asDomainEvent(recorded);
    if (event?.type === 'ClipUploaded')
      clip = { clipId, sellerId: event.data.sellerId, status: 'pending', preview: null };
    else if (clip === null || !event) continue;
    else if (event.type === 'ClipPreviewMade')
      clip.preview = { sha256: event.data.sha256, bytes: event.data.bytes };
    else if (event.type === 'ClipEdited' && event.data.changes.previewMomentSeconds !== undefined)
      clip.preview = null;
    else clip.status = statusAfter[event.type] ?? clip.status;
  }
  return clip;
}

/**
 * Who may watch the preview: anyone once the clip is approved; before that its seller and admins
 * (the review); nobody once it expired or was deleted (its file is gone).
 */
export function mayWatchPreview(actor: { id: string; role: string } | null, clip: ClipPreviewFile): boolean {
  if (clip.status === 'approved') return true;
  if (clip.status === 'expired' || clip.status === 'deleted') return false;
  return actor !== null && (actor.role === 'admin' || actor.id === clip.sellerId);
}
