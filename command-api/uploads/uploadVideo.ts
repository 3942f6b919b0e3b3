import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { TERMS_VERSION, VIDEO_MAX_SECONDS } from '../../events/constants.ts';
import type { GlobalPosition } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { fromBaht } from '../../events/money.ts';
import { streams } from '../../events/streams.ts';
import type { MediaStore } from '../../infra/adapters/files/mediaStore.ts';
import { sha256File } from '../../infra/adapters/files/sha256File.ts';
import type { TusVideoUploads } from '../../infra/adapters/files/tusVideoUploads.ts';
import { ImageUnreadable, reencodeImage, sniffImageFile } from '../../infra/adapters/media/images.ts';
import { probeVideo, type VideoProbeSuccess } from '../../infra/adapters/media/videoProbe.ts';
import { clipDecider } from '../domain/clip/decide.ts';
import { DomainError } from '../domain/decider.ts';
import { fingerprintDecider } from '../domain/fingerprint/decide.ts';
import { sameFileAs } from '../domain/fingerprint/state.ts';
import { handleCommand, loadState, type CommandContext, type SignedInActor } from '../handleCommand.ts';
import type { ReadModelLookups } from '../ports/readModelLookups.ts';
import { answeredRequest } from './answeredRequest.ts';
import { deletedClips } from './clipOriginal.ts';
import { imagesOf, type ReceivedImage, type ReceivedVideo, type UploadForm } from './receiveUploadForm.ts';
import {
  PREVIEW_MOMENT_FIELD,
  REQUEST_ID_FIELD,
  parseConsent,
  parsePreviewMoment,
  parseUploadFields,
  type UploadClipFields,
} from './uploadFields.ts';
import type { UploadQuota } from './uploadQuota.ts';

export interface UploadDeps {
  store: EventStore;
  media: MediaStore;
  tus: TusVideoUploads;
  /** Each member's pending uploads and bytes per day (issue 15). */
  quota: UploadQuota;
  /** Whether the footage request a clip is sent for takes clips (issue 22). */
  readModels: Pick<ReadModelLookups, 'requestToAnswer'>;
  logger: Pick<Logger, 'info' | 'warn'>;
}

export interface UploadAnswer {
  data: { videoId: string; status: 'pending'; sha256: string; durationSeconds: number; fileSize: number };
  /** Absent when a resumable upload's clip was recorded by an earlier request (a replay). */
  position?: GlobalPosition;
}

/**
 * The video of an upload: the multipart file (hashed while it streamed in), or a finished tus
 * upload of the same user. A tus upload is hashed here, once, by streaming the file: its bytes
 * arrive over many PATCH requests, possibly across server restarts, and a running hash cannot be
 * saved between them; reading 100 MB back sequentially is cheap next to the upload itself.
 */
async function videoOf(
  deps: UploadDeps,
  form: UploadForm,
  uid: string,
): Promise<ReceivedVideo & { metadata: Record<string, string> }> {
  if (form.video) return { ...form.video, metadata: {} };
  const upload = await deps.tus.finished(form.fields.uploadId ?? '', uid);
  if (!upload) throw new DomainError('UPLOAD_NOT_FOUND');
  return {
    path: upload.path,
    sizeBytes: upload.sizeBytes,
    sha256: await sha256File(upload.path),
    metadata: upload.metadata,
  };
}

async function probe(path: string): Promise<VideoProbeSuccess> {
  const result = await probeVideo(path);
  if (!result.ok && result.reason === 'UNSUPPORTED_FORMAT') throw new DomainError('UNSUPPORTED_FORMAT');
  if (!result.ok) throw new DomainError('VIDEO_UNREADABLE');
  if (result.durationSeconds > VIDEO_MAX_SECONDS)
    throw new DomainError('VIDEO_TOO_LONG', { durationSeconds: Number(result.durationSeconds.toFixed(1)) });
  return result;
}

/** Cover and previews, sniffed and re-encoded; answers the image ids and the files written. */
async function storeImages(media: MediaStore, form: UploadForm, written: string[]) {
  const store = async (image: ReceivedImage, kind: 'cover' | 'preview') => {
    if (!(await sniffImageFile(image.path))) throw new DomainError('UNSUPPORTED_IMAGE');
    try {
      return await reencodeImage(image.path, kind, async (imageId, format, encoded) => {
        written.push(media.imagePath(imageId, format));
        await media.writeImage(imageId, format, encoded);
      });
    } catch (error) {
      if (error instanceof ImageUnreadable) throw new DomainError('UNSUPPORTED_IMAGE');
      throw error;
    }
  };
  const cover = form.thumbnail ? await store(form.thumbnail, 'cover') : null;
  const previews: string[] = [];
  for (const image of form.previews) previews.push(await store(image, 'preview'));
  return { cover, previews };
}

/** The form's metadata as the clip records it: price in satang, the place as a location. */
function clipFromForm(fields: UploadClipFields) {
  return {
    title: fields.title,
    description: fields.description,
    category: fields.category,
    vehicleType: fields.vehicleType,
    priceSatang: fromBaht(fields.price),
    tags: fields.tags,
    incidentDate: fields.eventDate,
    incidentTime: fields.eventTime,
    location: {
      lat: fields.latitude,
      lng: fields.longitude,
      province: fields.province,
      district: fields.district,
      subDistrict: fields.subDistrict,
      address: fields.address,
    },
  };
}

/**
 * POST /videos/upload: the fields in the spec's order, consent, then the file (container, duration),
 * images; then the fingerprint is reserved (`fingerprint-{sha256}`, optimistic concurrency: two
 * racing uploads of the same bytes by one seller cannot both pass), the original is kept byte for
 * byte and ClipUploaded is appended. The member's upload quota is taken once the video is known
 * (429 when full). Whatever fails, no file of this upload is left behind and no slot is held for it.
 */
export async function uploadVideo(
  deps: UploadDeps,
  form: UploadForm,
  actor: SignedInActor,
  correlationId: string,
): Promise<UploadAnswer> {
  try {
    return await acceptUpload(deps, form, actor, correlationId);
  } finally {
    // The received images were re-encoded into the image store, or refused: either way done with.
    await deps.media.remove(...imagesOf(form));
  }
}

async function acceptUpload(
  deps: UploadDeps,
  form: UploadForm,
  actor: SignedInActor,
  correlationId: string,
): Promise<UploadAnswer> {
  const written: string[] = form.video ? [form.video.path] : [];
  const context: CommandContext = { actor, correlationId };
  let reserved: { sha256: string; clipId: string } | null = null;
  const clipId = randomUUID();
  // The quota entry: the clip for a multipart upload, the resumable upload it was recorded under.
  const quotaEntry = form.video ? clipId : (form.fields.uploadId ?? '');
  let quota: 'none' | 'taken' | 'kept' | 'consumed' = 'none';
  // The same tus upload submitted again (its 201 was lost on a flaky network): the same answer.
  if (!form.video && form.fields.uploadId) {
    const earlier = await deps.tus.acceptedAnswer(form.fields.uploadId, actor.id);
    if (earlier) return { data: earlier as UploadAnswer['data'] };
  }
  try {
    const fields = parseUploadFields(form.fields, form.video !== null || Boolean(form.fields.uploadId));
    const flags = parseConsent(form.fields.consentData);
    const video = await videoOf(deps, form, actor.id);
    // The form's field, else the resumable upload's metadata key of the same name.
    const answersRequest = await answeredRequest(
      deps.readModels,
      fields.requestId ?? video.metadata[REQUEST_ID_FIELD],
      fields.price,
      actor.id,
      new Date(),
    );
    // Before any work on the file: a member over the quota is told at once (429).
    const recorded = await deps.quota.reserve(
      actor.id,
      quotaEntry,
      video.sizeBytes,
      form.video ? clipId : undefined,
    );
    quota = recorded ? 'taken' : 'kept';
    const { container, durationSeconds } = await probe(video.path);
    // The form's field, else the resumable upload's metadata key of the same name.
    const previewMomentSeconds = parsePreviewMoment(
      fields.previewMomentSeconds ?? video.metadata[PREVIEW_MOMENT_FIELD],
      durationSeconds,
    );
    const images = await storeImages(deps.media, form, written);
    const now = new Date().toISOString();

    const fingerprint = streams.fingerprint(video.sha256);
    const { state } = await loadState(deps.store, fingerprint, fingerprintDecider);
    const deletedClipIds = await deletedClips(
      deps.store,
      state.holders.map((holder) => holder.clipId),
    );
    await handleCommand(
      deps.store,
      fingerprint,
      fingerprintDecider,
      { type: 'RecordFingerprint', sha256: video.sha256, clipId, sellerId: actor.id, deletedClipIds, now },
      context,
    );
    reserved = { sha256: video.sha256, clipId };

    const storageKey = await deps.media.keepOriginal(video.path, clipId, container);
    written.push(deps.media.originalPath(storageKey)!);
    if (!form.video) {
      // Counted as the clip's from here, before the upload's own traces go.
      await deps.quota.becameClip(actor.id, quotaEntry, clipId);
      quota = 'consumed';
      await deps.tus.forget(form.fields.uploadId!);
    }

    const file = { storageKey, sha256: video.sha256, sizeBytes: video.sizeBytes, container, durationSeconds };
    const { position } = await handleCommand(
      deps.store,
      streams.clip(clipId),
      clipDecider,
      {
        ...clipFromForm(fields),
        type: 'UploadClip',
        clipId,
        sellerId: actor.id,
        file,
        images,
        consent: { flags, acceptedAt: now, termsVersion: TERMS_VERSION },
        sameFileAs: sameFileAs(state, actor.id, deletedClipIds),
        ...(previewMomentSeconds === undefined ? {} : { previewMomentSeconds }),
        ...(answersRequest ? { answersRequest } : {}),
        now,
      },
      context,
    );
    deps.logger.info(
      {
        clipId,
        container,
        durationSeconds,
        sizeBytes: video.sizeBytes,
        resumable: !form.video,
        requestId: answersRequest?.requestId,
      },
      'clip uploaded',
    );
    const data: UploadAnswer['data'] = {
      videoId: clipId,
      status: 'pending',
      sha256: video.sha256,
      durationSeconds,
      fileSize: video.sizeBytes,
    };
    if (!form.video) await deps.tus.noteAccepted(form.fields.uploadId!, actor.id, data);
    return { data, position };
  } catch (error) {
    await deps.media.remove(...written);
    if (reserved) await releaseFingerprint(deps, reserved, context);
    // A refused upload takes no slot; a resumable one still there keeps the slot it had.
    if (quota === 'taken') await deps.quota.release(actor.id, quotaEntry);
    else if (quota === 'consumed') await deps.quota.settle(actor.id, quotaEntry);
    throw error;
  }
}

/** The clip was never recorded: its reservation must not block the seller's next try. */
async function releaseFingerprint(
  deps: UploadDeps,
  reserved: { sha256: string; clipId: string },
  context: CommandContext,
): Promise<void> {
  try {
    await handleCommand(
      deps.store,
      streams.fingerprint(reserved.sha256),
      fingerprintDecider,
      { type: 'ReleaseFingerprint', ...reserved, now: new Date().toISOString() },
      context,
    );
  } catch (error) {
    deps.logger.warn({ clipId: reserved.clipId, err: error }, 'fingerprint reservation not released');
  }
}
