/**
 * The video's way to the server: tus 1.0 through tus-js-client. Each draft has its own fingerprint
 * and its upload URL lives on the draft itself (a UrlStorage over the draft), so a reload resumes
 * exactly that draft's upload and two drafts of the same file never share one.
 */
import { DetailedError, Upload, type PreviousUpload, type UrlStorage } from 'tus-js-client';
import { TUS_CHUNK_BYTES, TUS_ENDPOINT, TUS_RETRY_DELAYS_MS } from '../../../lib/constants.ts';
import { getToken } from '../../../lib/session.ts';
import { upload as t } from '../uploadTexts.ts';
import type { Draft } from '../drafts/draft.ts';
import { UploadFailure, type VideoUploader, type VideoUploadHooks } from './uploadPorts.ts';

export function draftFingerprint(draftId: string): string {
  return `dashclip-draft-${draftId}`;
}

export function draftUrlStorage(draft: Draft, hooks: VideoUploadHooks): UrlStorage {
  const fingerprint = draftFingerprint(draft.id);
  const previous = (): PreviousUpload[] =>
    draft.tusUrl
      ? [
          {
            size: draft.video?.size ?? null,
            metadata: {},
            creationTime: new Date(draft.createdAt).toISOString(),
            urlStorageKey: fingerprint,
            uploadUrl: draft.tusUrl,
            parallelUploadUrls: null,
          },
        ]
      : [];
  return {
    findAllUploads: async () => previous(),
    findUploadsByFingerprint: async (asked) => (asked === fingerprint ? previous() : []),
    // The server forgot the upload (expired after 24 h): the draft starts a fresh one.
    removeUpload: () => hooks.onUrl(null),
    addUpload: async (_fingerprint, upload) => {
      await hooks.onUrl(upload.uploadUrl);
      return fingerprint;
    },
  };
}

/** A tus failure as the engine sees it: no answer means offline, an answer is the server's word. */
export function toUploadFailure(error: unknown): UploadFailure {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return new UploadFailure('offline', t.errors.network);
  const status = response.getStatus();
  if (status === 429)
    return new UploadFailure(
      'rejected',
      quotaMessage(serverMessage(response.getBody()), secondsOf(response.getHeader('Retry-After'))),
      status,
    );
  return new UploadFailure('rejected', serverMessage(response.getBody()) ?? messageForStatus(status), status);
}

const secondsOf = (header: string | undefined) => {
  const value = Number(header);
  return header !== undefined && header !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_MINUTE = 60;

/**
 * The seller's text for the upload quota (429): the server's Thai reason (or ours), when trying
 * again helps, and that nothing was lost — the draft keeps its video and covers for the retry.
 */
export function quotaMessage(reason: string | undefined, retryAfterSeconds: number | undefined): string {
  const wait =
    retryAfterSeconds === undefined
      ? ''
      : ` ${t.errors.retryIn(
          retryAfterSeconds >= SECONDS_PER_HOUR
            ? t.errors.hours(Math.ceil(retryAfterSeconds / SECONDS_PER_HOUR))
            : t.errors.minutes(Math.max(1, Math.ceil(retryAfterSeconds / SECONDS_PER_MINUTE))),
        )}`;
  return `${reason ?? t.errors.quota}${wait} ${t.errors.draftKept}`;
}

function serverMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §8 (upload): the Thai text for a status when the server sent none. */
export function messageForStatus(status: number): string {
  if (status === 401) return t.errors.signInAgain;
  if (status === 413) return t.video.tooLarge;
  if (status === 429) return quotaMessage(undefined, undefined);
  if (status === 415) return t.errors.wrongFormat;
  if (status >= 500) return t.errors.server;
  return t.errors.default;
}

export const tusUploader: VideoUploader = {
  upload(draft, hooks) {
    const video = draft.video;
    if (!video) return Promise.reject(new UploadFailure('rejected', t.validation.videoRequired));
    return new Promise((resolve, reject) => {
      const upload: Upload = new Upload(video.blob, {
        endpoint: TUS_ENDPOINT,
        metadata: { filename: video.name, filetype: video.type },
        fingerprint: async () => draftFingerprint(draft.id),
        urlStorage: draftUrlStorage(draft, hooks),
        storeFingerprintForResuming: true,
        // The URL is cleared by the engine only after the clip itself was accepted (201).
        removeFingerprintOnSuccess: false,
        chunkSize: TUS_CHUNK_BYTES,
        retryDelays: TUS_RETRY_DELAYS_MS,
        // Read at request time: the token may have been renewed since the upload started.
        onBeforeRequest: (request) => {
          const token = getToken();
          if (token) request.setHeader('Authorization', `Bearer ${token}`);
        },
        onProgress: (sent, total) => hooks.onProgress(total > 0 ? (sent / total) * 100 : 0),
        onSuccess: () => {
          if (upload.url) resolve(upload.url);
          else reject(new UploadFailure('rejected', t.errors.default));
        },
        onError: (error) => reject(toUploadFailure(error)),
      });
      hooks.signal.addEventListener(
        'abort',
        () => {
          // Terminate: the server drops the partial file instead of keeping it for 24 h.
          upload.abort(true).catch(() => undefined);
          reject(new UploadFailure('offline', t.errors.default));
        },
        { once: true },
      );
      upload.findPreviousUploads().then(
        (previous) => {
          const [last] = previous;
          if (last) upload.resumeFromPreviousUpload(last);
          upload.start();
        },
        (error: unknown) => reject(toUploadFailure(error)),
      );
    });
  },
};
