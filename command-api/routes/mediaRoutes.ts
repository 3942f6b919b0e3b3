import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Response, Router } from 'express';
import { MEDIA_IMAGE_CACHE_SECONDS } from '../../events/constants.ts';
import type { EventStore } from '../../events/eventStore.ts';
import type { MediaStore } from '../../infra/files/mediaStore.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { authorize, type CallerAccess } from '../../infra/http/defineRoute.ts';
import { th } from '../../infra/http/messages.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { parseByteRange } from '../uploads/byteRange.ts';
import { mayWatchOriginal, readClipOriginal } from '../uploads/clipOriginal.ts';

const imageFile = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-thumb)?)\.(webp|jpg)$/;
const clipId = /^[\w-]{1,100}$/;

const videoTypes: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
};

const sizeOf = (file: string) =>
  stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => null,
  );

/** Streams the file; a viewer who goes away mid-way (seeking in a player does) is not an error. */
async function sendFile(res: Response, file: string, range?: { start: number; end: number }) {
  try {
    await pipeline(createReadStream(file, range), res);
  } catch (error) {
    if (!res.headersSent) throw error;
    res.destroy();
  }
}

/** Media files: re-encoded images for everyone, a clip's original video for those who may watch it. */
export function mediaRoutes(
  router: Router,
  registry: OpenApiRegistry,
  deps: { store: EventStore; media: MediaStore },
): void {
  registry.add({
    method: 'get',
    path: '/media/images/:file',
    summary:
      'A cover or preview image, `<imageId>.webp` or `<imageId>.jpg` (cover thumbnails: `<imageId>-thumb`)',
    access: 'public',
  });
  router.get('/media/images/:file', async (req, res) => {
    const match = imageFile.exec(String(req.params.file));
    const file = match ? deps.media.imagePath(match[1]!, match[2] as 'webp' | 'jpg') : null;
    const size = file === null ? null : await sizeOf(file);
    if (!match || file === null || size === null)
      throw new ApiError(404, 'NOT_FOUND', th.upload.imageNotFound);
    res.setHeader('Content-Type', match[2] === 'webp' ? 'image/webp' : 'image/jpeg');
    res.setHeader('Content-Length', String(size));
    // An image id never names other bytes: keep it for a year, never revalidate.
    res.setHeader('Cache-Control', `public, max-age=${MEDIA_IMAGE_CACHE_SECONDS}, immutable`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await sendFile(res, file);
  });

  registry.add({
    method: 'get',
    path: '/videos/:id/stream',
    summary: "The clip's original video with HTTP Range support (its seller and admins; 404 for anyone else)",
    access: 'member',
  });
  router.get('/videos/:id/stream', async (req, res) => {
    const caller = (res.locals.access as CallerAccess | undefined) ?? null;
    authorize('member', caller);
    const id = String(req.params.id);
    const clip = clipId.test(id) ? await readClipOriginal(deps.store, id) : null;
    const actor = { id: caller!.uid, role: caller!.role };
    const file =
      clip?.file && mayWatchOriginal(actor, clip) ? deps.media.originalPath(clip.file.storageKey) : null;
    const size = file === null ? null : await sizeOf(file);
    if (!clip?.file || file === null || size === null) throw new ApiError(404, 'NOT_FOUND', th.clip.notFound);

    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', 'private, no-store');
    const range = parseByteRange(req.header('range'), size);
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${size}`);
      throw new ApiError(416, 'RANGE_NOT_SATISFIABLE', th.upload.rangeNotSatisfiable);
    }
    res.setHeader('Content-Type', videoTypes[clip.file.container] ?? 'application/octet-stream');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!range) {
      res.setHeader('Content-Length', String(size));
      return sendFile(res, file);
    }
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
    await sendFile(res, file, range);
  });
}
