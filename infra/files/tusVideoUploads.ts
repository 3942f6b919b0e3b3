import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { VIDEO_MAX_BYTES } from '../../events/constants.ts';
import { th } from '../http/messages.ts';

/** A finished tus upload: its bytes on disk, complete. */
export interface FinishedUpload {
  path: string;
  sizeBytes: number;
}

export interface TusVideoUploads {
  /** Hands a tus request to the protocol server on behalf of `uploaderUid`, who owns what it creates. */
  handle(req: IncomingMessage, res: ServerResponse, uploaderUid: string): Promise<void>;
  /** Who created the upload; null when there is no such upload. */
  ownerOf(uploadId: string): Promise<string | null>;
  /** The upload when it belongs to `uid` and every byte has arrived; null otherwise. */
  finished(uploadId: string, uid: string): Promise<FinishedUpload | null>;
  /** Forgets an upload whose bytes were moved away (removes its metadata file). */
  forget(uploadId: string): Promise<void>;
  /**
   * Notes what the server answered when the upload became a clip, so a client whose answer was
   * lost on the network can ask again and get the same answer (the note is cleaned with the
   * abandoned uploads, after 24 h).
   */
  noteAccepted(uploadId: string, uid: string, answer: unknown): Promise<void>;
  /** The noted answer for `uid`'s upload, or null. */
  acceptedAnswer(uploadId: string, uid: string): Promise<unknown>;
}

/** Ids the server hands out (crypto.randomBytes(16) in hex); anything else is never looked up. */
export const tusUploadId = /^[0-9a-f]{32}$/;
const OWNER_KEY = 'uploaderUid';

/**
 * Resumable video uploads (tus 1.0: creation, HEAD, PATCH, termination) on `@tus/file-store`, so
 * an upload survives a server restart: the bytes and a `<id>.json` with its length and metadata
 * live in `directory`. The uploader's uid is written into the metadata at creation, whatever the
 * client sent, and is what later requests are checked against.
 */
export function tusVideoUploads(directory: string, mountPath: string): TusVideoUploads {
  const datastore = new FileStore({ directory });
  // tus calls onUploadCreate with its own request wrapper; the Node request underneath is the key.
  const uploaders = new WeakMap<IncomingMessage, string>();
  const server = new Server({
    path: mountPath,
    datastore,
    relativeLocation: true,
    maxSize: VIDEO_MAX_BYTES,
    onResponseError: (_req, error) => tusErrorInThai(error),
    async onUploadCreate(req, upload: Upload) {
      const node = (req as unknown as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
      const uid = node && uploaders.get(node);
      if (!uid) throw { status_code: 401, body: 'Unauthorized\n' };
      return { metadata: { ...upload.metadata, [OWNER_KEY]: uid } };
    },
  });
  // tus answers some refusals itself (no Tus-Resumable, an invalid Upload-Metadata or Upload-Length)
  // in English plain text, bypassing onResponseError: those too leave as the API's Thai JSON.
  const write = server.write.bind(server);
  server.write = (context, headers, status, body) => {
    if (status < 400) return write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    const thai = body?.startsWith('{')
      ? body
      : tusErrorInThai({ status_code: status, body: body ?? '' }).body;
    return write(context, headers, status, thai);
  };
  const getUpload = (uploadId: string) =>
    tusUploadId.test(uploadId) ? datastore.getUpload(uploadId).catch(() => null) : Promise.resolve(null);
  return {
    async handle(req, res, uploaderUid) {
      uploaders.set(req, uploaderUid);
      await server.handle(req, res);
    },
    async ownerOf(uploadId) {
      const upload = await getUpload(uploadId);
      return upload?.metadata?.[OWNER_KEY] ?? null;
    },
    async finished(uploadId, uid) {
      const upload = await getUpload(uploadId);
      if (!upload || upload.metadata?.[OWNER_KEY] !== uid) return null;
      if (upload.size === undefined || upload.offset !== upload.size) return null;
      return { path: path.join(directory, uploadId), sizeBytes: upload.size };
    },
    async forget(uploadId) {
      if (tusUploadId.test(uploadId)) await rm(path.join(directory, `${uploadId}.json`), { force: true });
    },
    async noteAccepted(uploadId, uid, answer) {
      if (!tusUploadId.test(uploadId)) return;
      await writeFile(path.join(directory, `${uploadId}.accepted`), JSON.stringify({ uid, answer }));
    },
    async acceptedAnswer(uploadId, uid) {
      if (!tusUploadId.test(uploadId)) return null;
      try {
        const note = JSON.parse(await readFile(path.join(directory, `${uploadId}.accepted`), 'utf8')) as {
          uid?: unknown;
          answer?: unknown;
        };
        return note.uid === uid ? (note.answer ?? null) : null;
      } catch {
        return null;
      }
    },
  };
}

/** tus answers its own errors in English plain text; ours are the API's JSON with Thai messages. */
function tusErrorInThai(error: Error | { status_code: number; body: string }) {
  const status = 'status_code' in error ? error.status_code : 500;
  const [code, message] =
    status === 404 || status === 410
      ? ['NOT_FOUND', th.upload.uploadNotFound]
      : status === 409
        ? ['CONFLICT', th.upload.offsetConflict]
        : status === 413
          ? ['PAYLOAD_TOO_LARGE', th.upload.fileTooLarge]
          : status === 423
            ? ['CONFLICT', th.upload.uploadBusy]
            : status >= 500
              ? ['INTERNAL', th.internal]
              : ['VALIDATION', th.upload.uploadRequestInvalid];
  return { status_code: status, body: JSON.stringify({ success: false, error: { code, message } }) };
}
