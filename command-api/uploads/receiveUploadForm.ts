import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { IMAGE_MAX_BYTES, IMAGE_PREVIEWS_MAX, VIDEO_MAX_BYTES } from '../../events/constants.ts';
import { UPLOAD_FORM_FIELD_BYTES, UPLOAD_FORM_FIELDS_MAX, UPLOAD_IMAGES_MAX_BYTES } from '../constants.ts';
import type { MediaStore } from '../../infra/adapters/files/mediaStore.ts';
import { DomainError } from '../domain/decider.ts';

/** The video as received: on disk in the media store's incoming area, hashed on the way in. */
export interface ReceivedVideo {
  path: string;
  sha256: string;
  sizeBytes: number;
}

/** An image as received: on disk in the incoming area until it is re-encoded, then removed. */
export interface ReceivedImage {
  path: string;
  sizeBytes: number;
}

export interface UploadForm {
  fields: Record<string, string>;
  video: ReceivedVideo | null;
  thumbnail: ReceivedImage | null;
  /** `thumbnailPreview_{n}` by n, in order of n. */
  previews: ReceivedImage[];
}

/** The files of a form still in the incoming area (the video is moved away when it is kept). */
export const imagesOf = (form: UploadForm) =>
  [form.thumbnail, ...form.previews].filter((image) => image !== null).map((image) => image.path);

const previewField = /^thumbnailPreview_(\d{1,2})$/;

/** A disk that fails a write (ENOSPC, EACCES: errors with a syscall): the server's fault, not the form's. */
const diskError = (error: unknown) => error instanceof Error && 'syscall' in error;

/**
 * Reads a multipart upload as it streams: the video goes straight to disk through a SHA-256 hash,
 * and so does each image (nothing of a file is held in memory, whatever the number of images);
 * fields are kept as text. Each image, and all of them together, have a byte limit. Passing a limit
 * fails at once (a `…_TOO_LARGE` refusal) and removes what was written; the rest of the body is
 * drained unread so the client still gets the answer.
 */
export function receiveUploadForm(
  req: Request,
  media: MediaStore,
  options: {
    /**
     * Runs when a video part starts, before any of its bytes are read (the member's upload quota):
     * throwing refuses the upload with that error, the video unread.
     */
    beforeVideo?: () => Promise<void>;
  } = {},
): Promise<UploadForm> {
  if (!req.is('multipart/form-data')) throw new DomainError('UPLOAD_NOT_MULTIPART');
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const previews = new Map<number, ReceivedImage>();
    let thumbnail: ReceivedImage | null = null;
    let imageBytes = 0;
    const seen = new Set<string>();
    let video: ReceivedVideo | null = null;
    const written: string[] = [];
    const pending: Promise<void>[] = [];
    const streams: Readable[] = [];
    let failed = false;

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          // busboy reports the limit when a file reaches it: one byte more lets exactly 100 MB through.
          fileSize: VIDEO_MAX_BYTES + 1,
          fields: UPLOAD_FORM_FIELDS_MAX,
          fieldSize: UPLOAD_FORM_FIELD_BYTES,
          files: IMAGE_PREVIEWS_MAX + 2,
        },
      });
    } catch {
      throw new DomainError('UPLOAD_FORM_MALFORMED');
    }

    /** A DomainError for the client's mistakes; anything else is the server's (a 500, logged). */
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      for (const stream of streams) stream.destroy();
      // Remove only once every write has stopped, or a late open could leave a partial file.
      void Promise.allSettled(pending)
        .then(() => media.remove(...written))
        .finally(() => reject(error));
    };

    /**
     * Writes one file part to `path`, each chunk seen by `onChunk` on the way. Files are written one
     * after another: a part waits (and busboy with it, holding the request back) until the one
     * before is on disk, so a request has one file open at a time however many parts it sends.
     */
    let writing: Promise<void> = Promise.resolve();
    const receive = (
      file: Readable,
      path: string,
      onChunk: (chunk: Buffer) => void,
      done: () => void,
      before?: () => Promise<void>,
    ) => {
      written.push(path);
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          onChunk(chunk);
          callback(null, chunk);
        },
      });
      const step = writing.then(async () => {
        // Refused while waiting its turn: open nothing.
        if (failed) throw new Error('upload refused');
        if (before)
          await before().catch((error: unknown) => {
            fail(error);
            throw error;
          });
        await pipeline(file, counted, createWriteStream(path));
        done();
      });
      writing = step.catch(() => undefined);
      pending.push(step);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fail(new DomainError('UPLOAD_FORM_MALFORMED'));
      else fields[name] = value;
    });

    parser.on('file', (name, file) => {
      // A form cut off mid-part destroys the part with an error, even one not piped anywhere yet
      // (waiting its turn, or skipped): without a listener that would end the process. A disk that
      // failed the write destroys it too, with its own error: that one is the server's.
      file.on('error', (error) => fail(diskError(error) ? error : new DomainError('UPLOAD_FORM_MALFORMED')));
      if (failed) return void file.resume();
      streams.push(file);
      // Each file field once: a second one would leave the first's file behind unnoticed.
      if (seen.has(name)) {
        file.resume();
        return fail(new DomainError('UPLOAD_FILE_UNEXPECTED', { field: name }));
      }
      seen.add(name);
      if (name === 'videoFile') {
        const hash = createHash('sha256');
        let sizeBytes = 0;
        const path = media.incomingPath();
        file.on('limit', () => fail(new DomainError('VIDEO_FILE_TOO_LARGE')));
        receive(
          file,
          path,
          (chunk) => {
            hash.update(chunk);
            sizeBytes += chunk.length;
          },
          () => {
            video = { path, sha256: hash.digest('hex'), sizeBytes };
          },
          options.beforeVideo,
        );
        return;
      }
      const preview = previewField.exec(name);
      const index = preview ? Number(preview[1]) : -1;
      if (name !== 'thumbnail' && !(index >= 0 && index < IMAGE_PREVIEWS_MAX)) {
        file.resume();
        return fail(new DomainError('UPLOAD_FILE_UNEXPECTED', { field: name }));
      }
      const path = media.incomingPath();
      let sizeBytes = 0;
      receive(
        file,
        path,
        (chunk) => {
          sizeBytes += chunk.length;
          imageBytes += chunk.length;
          if (sizeBytes > IMAGE_MAX_BYTES) fail(new DomainError('IMAGE_FILE_TOO_LARGE'));
          else if (imageBytes > UPLOAD_IMAGES_MAX_BYTES)
            fail(new DomainError('UPLOAD_IMAGES_TOO_LARGE', { limitBytes: UPLOAD_IMAGES_MAX_BYTES }));
        },
        () => {
          if (name === 'thumbnail') thumbnail = { path, sizeBytes };
          else previews.set(index, { path, sizeBytes });
        },
      );
    });

    parser.on('filesLimit', () => fail(new DomainError('UPLOAD_TOO_MANY_PREVIEWS')));
    parser.on('fieldsLimit', () => fail(new DomainError('UPLOAD_FORM_MALFORMED')));
    parser.on('error', () => fail(new DomainError('UPLOAD_FORM_MALFORMED')));
    parser.on('close', () => {
      Promise.all(pending).then(
        () => {
          if (failed) return;
          resolve({
            fields,
            video,
            thumbnail,
            previews: [...previews.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes),
          });
        },
        // A disk that fails is the server's; a body that breaks off is the client's.
        (error: unknown) => fail(diskError(error) ? error : new DomainError('UPLOAD_FORM_MALFORMED')),
      );
    });
    // A client that goes away mid-upload leaves nothing behind.
    req.on('close', () => {
      if (!req.complete) fail(new DomainError('UPLOAD_FORM_MALFORMED'));
    });
    req.pipe(parser);
  });
}
