import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import { VIDEO_MAX_BYTES } from '../../../events/constants.ts';

/** A finished tus upload: its bytes on disk, complete. */
export interface FinishedUpload {
  path: string;
  sizeBytes: number;
  /** The upload's tus metadata (Upload-Metadata at creation), e.g. `previewMomentSeconds`. */
  metadata: Record<string, string>;
}

/**
 * Who sends a tus request and which upload it is about: for a creation, the id the new upload gets
 * (`newTusUploadId()`); otherwise the id the route read from the path, already checked as `uid`'s.
 */
export interface TusCaller {
  uid: string;
  uploadId: string;
}

export interface TusVideoUploads {
  /**
   * Hands a tus request to the protocol server on behalf of `caller.uid`, who owns what it creates.
   * The server acts only on `caller.uploadId`, and only when that upload is the caller's.
   */
  handle(req: IncomingMessage, res: ServerResponse, caller: TusCaller): Promise<void>;
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

/**
 * What the API says when tus refuses a request, by kind: the Thai texts of the route layer, handed
 * in when the app is composed (an adapter speaks no language of its own).
 */
export interface TusRefusalTexts {
  /** 404 or 410: no such upload, or not the caller's. */
  notFound: string;
  /** 409: the offset sent is not where the upload stands. */
  offsetConflict: string;
  /** 413: past the video size limit. */
  tooLarge: string;
  /** 423: the upload is locked by another request. */
  busy: string;
  /** 5xx. */
  internal: string;
  /** 507: the disk is full; the upload was removed (the internal text when not given). */
  storageFull?: string;
  /** Any other refusal (a missing header, bad metadata). */
  invalid: string;
}

/** Ids the server hands out (crypto.randomBytes(16) in hex); anything else is never looked up. */
export const tusUploadId = /^[0-9a-f]{32}$/;
/** A fresh upload id, as the server would have chosen (chosen before, so a quota can hold it). */
export const newTusUploadId = () => randomBytes(16).toString('hex');
const OWNER_KEY = 'uploaderUid';

/** tus's view of the request: a web Request over the Node one (srvx). */
type TusRequest = Request & { runtime?: { node?: { req?: IncomingMessage } } };
const nodeRequestOf = (req: Request) => (req as TusRequest).runtime?.node?.req;
const notFound = () => ({ status_code: 404, body: 'Not found\n' });

/** HTTP 507 Insufficient Storage: what tus answers when the disk took no more of an upload. */
const STORAGE_FULL = 507;
const storageFull = () => ({ status_code: STORAGE_FULL, body: 'Insufficient storage\n' });
/** A write refused for want of room: the disk, or the quota of the user the server runs as. */
const isDiskFull = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};

/**
 * `@tus/file-store` with a full disk told apart (issue 20). Its own `write` turns every failure into
 * one generic 500, so this one writes the bytes itself, the same way (the data file opened at the
 * offset), and says when the disk took no more.
 */
class MediaFileStore extends FileStore {
  override async write(
    readable: IncomingMessage | Readable,
    uploadId: string,
    offset: number,
  ): Promise<number> {
    if (!tusUploadId.test(uploadId)) throw ERRORS.FILE_NOT_FOUND;
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(
        readable,
        counted,
        createWriteStream(path.join(this.directory, uploadId), { flags: 'r+', start: offset }),
      );
    } catch (error) {
      throw isDiskFull(error) ? storageFull() : ERRORS.FILE_WRITE_ERROR;
    }
    return offset + received;
  }

  /** Removes an upload whole: its data and its metadata. */
  async discard(uploadId: string): Promise<void> {
    if (!tusUploadId.test(uploadId)) return;
    await rm(path.join(this.directory, uploadId), { force: true });
    await rm(path.join(this.directory, `${uploadId}.json`), { force: true });
  }
}

/**
 * Resumable video uploads (tus 1.0: creation, HEAD, PATCH, termination) on `@tus/file-store`, so
 * an upload survives a server restart: the bytes and a `<id>.json` with its length and metadata
 * live in `directory`. The uploader's uid is written into the metadata at creation, whatever the
 * client sent, and is what later requests are checked against.
 *
 * tus reads the upload id from the last segment of the whole URL, query and fragment included
 * (`/<mine>?x=/<victim>` names the victim's), so it is never trusted alone: the id tus parsed must
 * be the one the caller was checked for, the URL must carry no query or fragment, and the upload
 * tus is about to touch must have the caller in its metadata.
 */
export function tusVideoUploads(
  directory: string,
  mountPath: string,
  refusals: TusRefusalTexts,
): TusVideoUploads {
  const datastore = new MediaFileStore({ directory });
  // tus hands hooks its own request wrapper; the Node request underneath is the key.
  const callers = new WeakMap<IncomingMessage, TusCaller>();
  const callerOf = (req: Request) => {
    const node = nodeRequestOf(req);
    return node ? callers.get(node) : undefined;
  };
  const getUpload = (uploadId: string) =>
    tusUploadId.test(uploadId) ? datastore.getUpload(uploadId).catch(() => null) : Promise.resolve(null);
  const server = new Server({
    path: mountPath,
    datastore,
    relativeLocation: true,
    maxSize: VIDEO_MAX_BYTES,
    // The PWA uploads from its own origin: no other site may read tus answers (no CORS header).
    allowedOrigins: () => false,
    async onResponseError(req, error) {
      // The disk took no more of this upload (its creation or a PATCH; tus may hand over the file
      // system's own error before the store's): the upload goes whole, before the answer, since a
      // partial file the uploader cannot finish would only hold on to the little room left. The
      // route gives its quota slot back; the uploader starts again later.
      if (isDiskFull(error) || statusOf(error) === STORAGE_FULL) {
        const caller = callerOf(req);
        if (caller) await datastore.discard(caller.uploadId);
        return tusErrorInThai(storageFull(), refusals);
      }
      return tusErrorInThai(error, refusals);
    },
    namingFunction(req) {
      const caller = callerOf(req);
      if (!caller || !tusUploadId.test(caller.uploadId)) throw notFound();
      return caller.uploadId;
    },
    getFileIdFromRequest(req, lastPath) {
      const caller = callerOf(req);
      if (!caller || lastPath !== caller.uploadId || !tusUploadId.test(lastPath)) return undefined;
      const node = nodeRequestOf(req);
      if (node?.url?.includes('?') || node?.url?.includes('#') || /[?#]/.test(req.url)) return undefined;
      return lastPath;
    },
    async onIncomingRequest(req, uploadId) {
      const caller = callerOf(req);
      if (!caller || uploadId !== caller.uploadId) throw notFound();
      if (req.method === 'POST') return;
      const upload = await getUpload(uploadId);
      if (!upload || upload.metadata?.[OWNER_KEY] !== caller.uid) throw notFound();
    },
    async onUploadCreate(req, upload: Upload) {
      const caller = callerOf(req);
      if (!caller) throw { status_code: 401, body: 'Unauthorized\n' };
      return { metadata: { ...upload.metadata, [OWNER_KEY]: caller.uid } };
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
      : tusErrorInThai({ status_code: status, body: body ?? '' }, refusals).body;
    return write(context, headers, status, thai);
  };
  return {
    async handle(req, res, caller) {
      callers.set(req, caller);
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
      const metadata = Object.fromEntries(
        Object.entries(upload.metadata ?? {}).flatMap(([key, value]) =>
          typeof value === 'string' ? [[key, value]] : [],
        ),
      );
      return { path: path.join(directory, uploadId), sizeBytes: upload.size, metadata };
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
/** The status a tus refusal carries; 500 for anything else thrown. */
const statusOf = (error: unknown) => {
  const status = (error as { status_code?: unknown } | null)?.status_code;
  return typeof status === 'number' ? status : 500;
};

function tusErrorInThai(error: Error | { status_code: number; body: string }, refusals: TusRefusalTexts) {
  const status = statusOf(error);
  const [code, message] =
    status === 404 || status === 410
      ? ['NOT_FOUND', refusals.notFound]
      : status === 409
        ? ['CONFLICT', refusals.offsetConflict]
        : status === 413
          ? ['PAYLOAD_TOO_LARGE', refusals.tooLarge]
          : status === 423
            ? ['CONFLICT', refusals.busy]
            : status === STORAGE_FULL
              ? ['STORAGE_FULL', refusals.storageFull ?? refusals.internal]
              : status >= 500
                ? ['INTERNAL', refusals.internal]
                : ['VALIDATION', refusals.invalid];
  return { status_code: status, body: JSON.stringify({ success: false, error: { code, message } }) };
}
