import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { MEDIA_IMAGE_CACHE_SECONDS, MEDIA_TOKEN_SECONDS, PREVIEW_CACHE_SECONDS } from '../constants.ts';
import type { EventStore } from '../../events/eventStore.ts';
import type { MediaStore } from '../../infra/adapters/files/mediaStore.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { mediaTokenAccess } from './mediaTokenAccess.ts';
import {
  authorize,
  defineRoute,
  type CallerAccess,
  type SignedInActor,
} from '../../infra/http/defineRoute.ts';
import { th } from '../../infra/http/messages.ts';
import { clipTexts } from './messages/clipTexts.ts';
import { previewTexts } from './messages/previewTexts.ts';
import { uploadTexts } from './messages/uploadTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { IdentityTokens } from '../../infra/adapters/identity/identityTokens.ts';
import type { ReadModelLookups } from '../ports/readModelLookups.ts';
import { parseByteRange } from '../uploads/byteRange.ts';
import {
  hasDownloadablePurchase,
  mayWatchOriginal,
  readClipOriginal,
  type ClipOriginal,
} from '../uploads/clipOriginal.ts';
import { mayWatchPreview, readClipPreview } from '../uploads/readClipPreview.ts';

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

export interface MediaDeps {
  store: EventStore;
  media: MediaStore;
  tokens: IdentityTokens;
  /** A media token opens the door only while its session still does. */
  readModels: Pick<ReadModelLookups, 'sessionAccess'>;
}

interface Original {
  clip: ClipOriginal & { file: NonNullable<ClipOriginal['file']> };
  /** Where its bytes are on disk, and how many. */
  file: string;
  size: number;
}

/** The original `actor` may watch (mayWatchOriginal, the one rule), or 404 for every other case. */
async function watchableOriginal(deps: MediaDeps, id: string, actor: SignedInActor): Promise<Original> {
  const clip = clipId.test(id) ? await readClipOriginal(deps.store, id) : null;
  const bought = { downloadableNow: clip ? await hasDownloadablePurchase(deps.store, actor.id, id) : false };
  const file =
    clip?.file && mayWatchOriginal(actor, clip, bought)
      ? deps.media.originalPath(clip.file.storageKey)
      : null;
  const size = file === null ? null : await sizeOf(file);
  if (!clip?.file || file === null || size === null) throw new ApiError(404, 'NOT_FOUND', clipTexts.notFound);
  return { clip: { ...clip, file: clip.file }, file, size };
}

/**
 * Who asks for a stream: the Bearer session when there is one, else the media token in `?t=`
 * (a `<video src>` cannot send headers). A bad, expired or no longer honoured token is a 401; a
 * good one for another clip is a 404, like any clip the caller may not watch.
 */
async function streamCaller(deps: MediaDeps, req: Request, res: Response, id: string): Promise<CallerAccess> {
  const session = (res.locals.access as CallerAccess | undefined) ?? null;
  const token = req.query.t;
  if (session || typeof token !== 'string') {
    authorize('member', session);
    return session!;
  }
  const access = await mediaTokenAccess(deps.tokens, deps.readModels, 'watch-original', token);
  if (!access) throw new ApiError(401, 'UNAUTHORIZED', th.unauthorized);
  if (access.clipId !== id) throw new ApiError(404, 'NOT_FOUND', clipTexts.notFound);
  return access.caller;
}

/**
 * Who asks for a preview: nobody (an approved clip's preview is public), the Bearer session, or a
 * media token from POST /videos/{id}/stream-token in `?t=` (a `<video src>` before approval).
 */
async function previewCaller(deps: MediaDeps, req: Request, res: Response, id: string) {
  const session = (res.locals.access as CallerAccess | undefined) ?? null;
  const token = req.query.t;
  if (session || typeof token !== 'string') return session && { id: session.uid, role: session.role };
  const access = await mediaTokenAccess(deps.tokens, deps.readModels, 'watch-original', token);
  return access && access.clipId === id ? { id: access.caller.uid, role: access.caller.role } : null;
}

/** Streams a file of `type` with Range support (206, Content-Range), or the whole of it. */
async function sendRanges(req: Request, res: Response, file: string, size: number, type: string) {
  res.setHeader('Accept-Ranges', 'bytes');
  const range = parseByteRange(req.header('range'), size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${size}`);
    throw new ApiError(416, 'RANGE_NOT_SATISFIABLE', uploadTexts.rangeNotSatisfiable);
  }
  // Only now: a refusal above is answered as JSON.
  res.setHeader('Content-Type', type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (!range) {
    res.setHeader('Content-Length', String(size));
    return sendFile(res, file);
  }
  res.status(206);
  res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  res.setHeader('Content-Length', String(range.end - range.start + 1));
  await sendFile(res, file, range);
}

/** Media files: re-encoded images for everyone, a clip's original video for those who may watch it. */
export function mediaRoutes(router: Router, registry: OpenApiRegistry, deps: MediaDeps): void {
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
      throw new ApiError(404, 'NOT_FOUND', uploadTexts.imageNotFound);
    res.setHeader('Content-Type', match[2] === 'webp' ? 'image/webp' : 'image/jpeg');
    res.setHeader('Content-Length', String(size));
    // An image id never names other bytes, but an erasure removes them: cached for a while only.
    res.setHeader('Cache-Control', `public, max-age=${MEDIA_IMAGE_CACHE_SECONDS}`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await sendFile(res, file);
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/videos/:id/stream-token',
    summary:
      "A short-lived URL of the clip's original that carries its own token (`?t=`), for a `<video src>` " +
      'to stream with Range requests; the same callers as the stream itself (404 for anyone else)',
    access: 'member',
    params: z.object({ id: z.string() }),
    handle: async ({ params, actor, caller, req }) => {
      await watchableOriginal(deps, params.id, actor!);
      // The answer is a credential: nothing on the way may keep it.
      req.res?.setHeader('Cache-Control', 'private, no-store');
      const token = await deps.tokens.issueMedia(
        { uid: caller!.uid, sessionId: caller!.sessionId, clipId: params.id, purpose: 'watch-original' },
        new Date(Date.now() + MEDIA_TOKEN_SECONDS * 1000),
      );
      return {
        data: {
          url: `/api/videos/${encodeURIComponent(params.id)}/stream?t=${encodeURIComponent(token)}`,
          expiresInSeconds: MEDIA_TOKEN_SECONDS,
        },
      };
    },
  });

  registry.add({
    method: 'get',
    path: '/videos/:id/preview',
    summary:
      "The clip's watermarked preview video (MP4, at most 15 s around the incident moment) with Range " +
      'support and an ETag: anyone for approved clips, its seller and admins before approval (Bearer ' +
      'session or `?t=` media token); 404 for anyone else and while it is being made',
    access: 'public',
  });
  router.get('/videos/:id/preview', async (req, res) => {
    const id = String(req.params.id);
    const clip = clipId.test(id) ? await readClipPreview(deps.store, id) : null;
    const actor = clip ? await previewCaller(deps, req, res, id) : null;
    const file = clip?.preview ? deps.media.previewPath(id) : null;
    const size = file === null ? null : await sizeOf(file);
    if (!clip?.preview || !mayWatchPreview(actor, clip) || file === null || size === null) {
      res.setHeader('Cache-Control', 'private, no-store');
      throw new ApiError(404, 'NOT_FOUND', previewTexts.notFound);
    }
    // Its fingerprint names the bytes; an approved clip's preview is public, any other private.
    res.setHeader('ETag', `"${clip.preview.sha256}"`);
    res.setHeader(
      'Cache-Control',
      clip.status === 'approved' ? `public, max-age=${PREVIEW_CACHE_SECONDS}` : 'private, no-cache',
    );
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    await sendRanges(req, res, file, size, 'video/mp4');
  });

  registry.add({
    method: 'get',
    path: '/videos/:id/stream',
    summary:
      "The clip's original video with HTTP Range support (its seller and admins; 404 for anyone else), " +
      'with the Bearer session or a media token from POST /videos/{id}/stream-token in `?t=`',
    access: 'member',
  });
  router.get('/videos/:id/stream', async (req, res) => {
    // Set first: not even an error answer about a token-bearing URL may be kept anywhere.
    res.setHeader('Cache-Control', 'private, no-store');
    const id = String(req.params.id);
    const caller = await streamCaller(deps, req, res, id);
    const { clip, file, size } = await watchableOriginal(deps, id, { id: caller.uid, role: caller.role });

    await sendRanges(req, res, file, size, videoTypes[clip.file.container] ?? 'application/octet-stream');
  });
}
