import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import {
  IMAGE_MAX_BYTES,
  IMAGE_PREVIEWS_MAX,
  UPLOAD_FORM_FIELD_BYTES,
  UPLOAD_FORM_FIELDS_MAX,
  VIDEO_MAX_BYTES,
} from '../../events/constants.ts';
import type { MediaStore } from '../../infra/files/mediaStore.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { th } from '../../infra/http/messages.ts';

/** The video as received: on disk in the media store's incoming area, hashed on the way in. */
export interface ReceivedVideo {
  path: string;
  sha256: string;
  sizeBytes: number;
}

export interface UploadForm {
  fields: Record<string, string>;
  video: ReceivedVideo | null;
  thumbnail: Buffer | null;
  /** `thumbnailPreview_{n}` by n, in order of n. */
  previews: Buffer[];
}

const previewField = /^thumbnailPreview_(\d{1,2})$/;

/**
 * Reads a multipart upload as it streams: the video goes straight to disk through a SHA-256 hash
 * (never held in memory), the small images are collected up to their limit, fields are kept as
 * text. Passing a limit fails at once with 413 and removes what was written; the rest of the body
 * is drained unread so the client still gets the answer.
 */
export function receiveUploadForm(req: Request, media: MediaStore): Promise<UploadForm> {
  if (!req.is('multipart/form-data')) throw new ApiError(415, 'VALIDATION', th.upload.notMultipart);
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const previews = new Map<number, Buffer>();
    let thumbnail: Buffer | null = null;
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
      throw new ApiError(400, 'VALIDATION', th.upload.malformedForm);
    }

    /** An ApiError for the client's mistakes; anything else is the server's (a 500, logged). */
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

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated)
        fail(new ApiError(400, 'VALIDATION', th.upload.malformedForm));
      else fields[name] = value;
    });

    parser.on('file', (name, file) => {
      if (failed) return void file.resume();
      streams.push(file);
      if (name === 'videoFile') {
        if (written.length > 0) {
          file.resume();
          return fail(new ApiError(400, 'VALIDATION', th.upload.unexpectedFile(name)));
        }
        const path = media.incomingPath();
        written.push(path);
        const hash = createHash('sha256');
        let sizeBytes = 0;
        file.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          sizeBytes += chunk.length;
        });
        file.on('limit', () => fail(new ApiError(413, 'PAYLOAD_TOO_LARGE', th.upload.fileTooLarge)));
        pending.push(
          pipeline(file, createWriteStream(path)).then(() => {
            video = { path, sha256: hash.digest('hex'), sizeBytes };
          }),
        );
        return;
      }
      const preview = previewField.exec(name);
      const index = preview ? Number(preview[1]) : -1;
      if (name !== 'thumbnail' && !(index >= 0 && index < IMAGE_PREVIEWS_MAX)) {
        file.resume();
        return fail(new ApiError(400, 'VALIDATION', th.upload.unexpectedFile(name)));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      file.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > IMAGE_MAX_BYTES)
          return fail(new ApiError(413, 'PAYLOAD_TOO_LARGE', th.upload.imageTooLarge));
        chunks.push(chunk);
      });
      file.on('end', () => {
        if (name === 'thumbnail') thumbnail = Buffer.concat(chunks);
        else previews.set(index, Buffer.concat(chunks));
      });
    });

    parser.on('filesLimit', () => fail(new ApiError(400, 'VALIDATION', th.upload.tooManyPreviews)));
    parser.on('fieldsLimit', () => fail(new ApiError(400, 'VALIDATION', th.upload.malformedForm)));
    parser.on('error', () => fail(new ApiError(400, 'VALIDATION', th.upload.malformedForm)));
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
        // A disk that fails (ENOSPC, EACCES: errors with a syscall) is the server's; a body that breaks off is the client's.
        (error: unknown) =>
          fail(
            error instanceof Error && 'syscall' in error
              ? error
              : new ApiError(400, 'VALIDATION', th.upload.malformedForm),
          ),
      );
    });
    // A client that goes away mid-upload leaves nothing behind.
    req.on('close', () => {
      if (!req.complete) fail(new ApiError(400, 'VALIDATION', th.upload.malformedForm));
    });
    req.pipe(parser);
  });
}
