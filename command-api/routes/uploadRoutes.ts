import type { RequestHandler, Router } from 'express';
import { VIDEO_MAX_BYTES } from '../../events/constants.ts';
import { newTusUploadId, type TusRefusalTexts } from '../../infra/adapters/files/tusVideoUploads.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { authorize, defineRoute, type CallerAccess } from '../../infra/http/defineRoute.ts';
import { th } from '../../infra/http/messages.ts';
import { uploadTexts } from './messages/uploadTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { receiveUploadForm } from '../uploads/receiveUploadForm.ts';
import { uploadVideo, type UploadDeps } from '../uploads/uploadVideo.ts';

/** Where tus uploads live under /api (the PWA's tus-js-client endpoint). */
export const TUS_PATH = '/uploads/videos';

/** What the tus adapter answers the protocol's own refusals with (handed to it when composed). */
export const tusRefusalTexts: TusRefusalTexts = {
  notFound: uploadTexts.uploadNotFound,
  offsetConflict: uploadTexts.offsetConflict,
  tooLarge: uploadTexts.fileTooLarge,
  busy: uploadTexts.uploadBusy,
  internal: th.internal,
  storageFull: th.storageFull,
  invalid: uploadTexts.uploadRequestInvalid,
};

/**
 * A tus request: a member's session like any route; a URL with a query or a fragment is refused
 * (tus would read the upload id from it); creation refuses an Upload-Length over the limit up
 * front and takes a slot of the member's upload quota (429 when full); every later request must
 * come from the uploader — anyone else gets 404, not 403, so an upload's existence is not
 * revealed. The tus adapter checks the same again on the id it parses.
 */
function tusHandler(deps: UploadDeps, creating: boolean): RequestHandler {
  return async (req, res) => {
    const caller = (res.locals.access as CallerAccess | undefined) ?? null;
    authorize('member', caller);
    const { uid } = caller!;
    if (/[?#]/.test(req.originalUrl)) throw new ApiError(400, 'VALIDATION', uploadTexts.uploadUrlInvalid);
    let uploadId: string;
    if (creating) {
      const length = req.header('upload-length');
      if (!length || !/^\d{1,15}$/.test(length))
        throw new ApiError(400, 'VALIDATION', uploadTexts.uploadLengthRequired);
      if (Number(length) > VIDEO_MAX_BYTES)
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', uploadTexts.fileTooLarge);
      uploadId = newTusUploadId();
      await deps.quota.reserve(uid, uploadId, Number(length));
    } else {
      uploadId = String(req.params.id);
      if ((await deps.tus.ownerOf(uploadId)) !== uid)
        throw new ApiError(404, 'NOT_FOUND', uploadTexts.uploadNotFound);
    }
    try {
      await deps.tus.handle(req, res, { uid, uploadId });
    } finally {
      // The quota follows what tus did: a creation it refused takes no slot, a cancelled upload frees
      // one. A creation refused after bytes were written (creation-with-upload past its length) left
      // a file behind: its bytes stay counted, or refusals would fill the disk around the quota.
      if (creating && res.statusCode !== 201) {
        if ((await deps.tus.ownerOf(uploadId)) === null) await deps.quota.release(uid, uploadId);
        else await deps.quota.settle(uid, uploadId);
      }
    }
    if (req.method === 'DELETE' && res.statusCode === 204) await deps.quota.settle(uid, uploadId);
    // A full disk removed the upload (507): it never happened, and takes no slot.
    else if (!creating && res.statusCode === 507 && (await deps.tus.ownerOf(uploadId)) === null)
      await deps.quota.release(uid, uploadId);
  };
}

export function uploadRoutes(router: Router, registry: OpenApiRegistry, deps: UploadDeps): void {
  defineRoute(router, registry, {
    method: 'post',
    path: '/videos/upload',
    summary:
      'Upload a clip (multipart/form-data: the form fields, videoFile or uploadId, thumbnail, thumbnailPreview_{n}, consentData); it starts pending',
    access: 'member',
    async handle({ req, actor, correlationId }) {
      // A member over the quota is told before the video is read (it is counted once received).
      const form = await receiveUploadForm(req, deps.media, {
        beforeVideo: () => deps.quota.check(actor!.id),
      });
      const answer = await uploadVideo(deps, form, actor!, correlationId);
      return { status: 201, ...answer };
    },
  });

  const one = `${TUS_PATH}/:id`;
  const tusRoutes = [
    [
      'post',
      TUS_PATH,
      'Create a resumable video upload (tus 1.0 creation; Upload-Length ≤ 100 MB; 429 UPLOAD_QUOTA over the member quota)',
      true,
    ],
    ['head', one, 'The offset of a resumable upload (tus; the uploader only)', false],
    ['patch', one, 'Append bytes to a resumable upload (tus; the uploader only)', false],
    ['delete', one, 'Cancel a resumable upload (tus termination; the uploader only)', false],
  ] as const;
  for (const [method, path, summary, creating] of tusRoutes) {
    registry.add({ method, path, summary, access: 'member' });
    router[method](path, tusHandler(deps, creating));
  }
}
