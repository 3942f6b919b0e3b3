/**
 * POST /api/videos/upload: the clip's fields, covers, the incident moment its preview is cut around,
 * the footage request it is sent for (if any) and consent, pointing at the video already sent over
 * tus (uploadId). Answers 201 { videoId, status: 'pending', sha256, durationSeconds, fileSize }.
 */
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/apiClient.ts';
import { errors } from '../../../lib/texts.ts';
import { upload as t } from '../uploadTexts.ts';
import type { Draft, UploadReceipt } from '../drafts/draft.ts';
import { UploadFailure, type ClipSubmitter } from '../sync/uploadPorts.ts';
import { messageForStatus, quotaMessage } from '../sync/tusUploader.ts';
import { momentOf } from '../video/previewMoment.ts';

const uploadAnswerSchema = z.object({
  videoId: z.string(),
  status: z.string().optional(),
  sha256: z.string(),
  durationSeconds: z.number().optional(),
  fileSize: z.number().optional(),
});

/** Consent (spec §3): all five are true, or the seller never got past the consent modal. */
export const CONSENT = {
  ownershipConfirmed: true,
  licenseGranted: true,
  pdpaCompliant: true,
  indemnificationAccepted: true,
  ageConfirmed: true,
} as const;

/** Comma separated, trimmed, empty ones dropped (the server gets the same comma list back). */
export function normaliseTags(tags: string): string {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(',');
}

export function uploadFormData(draft: Draft, uploadId: string): FormData {
  const { fields, covers } = draft;
  const body = new FormData();
  const text: Record<string, string> = {
    title: fields.title.trim(),
    description: fields.description.trim(),
    category: fields.category,
    tags: normaliseTags(fields.tags),
    eventDate: fields.eventDate,
    eventTime: fields.eventTime,
    price: fields.price,
    province: fields.province,
    district: fields.district,
    subDistrict: fields.subDistrict,
    vehicleType: fields.vehicleType,
    latitude: fields.latitude,
    longitude: fields.longitude,
    address: fields.address,
    uploadId,
  };
  for (const [name, value] of Object.entries(text)) body.append(name, value);
  if (draft.video) body.append('previewMomentSeconds', String(momentOf(fields, draft.video)));
  // The footage request the clip is sent for (issue 22); the server checks it still takes clips.
  if (draft.request) body.append('requestId', draft.request.requestId);
  const cover = covers?.images[covers.chosen] ?? covers?.images[0];
  if (cover) body.append('thumbnail', cover, 'thumbnail.jpg');
  const previews = covers?.previews ?? [];
  previews.forEach((preview, n) => body.append(`thumbnailPreview_${n}`, preview, `preview_${n}.jpg`));
  body.append('thumbnailPreviewCount', String(previews.length));
  body.append('consentData', JSON.stringify(CONSENT));
  return body;
}

export const clipSubmitter: ClipSubmitter = {
  async submit(draft, uploadId): Promise<UploadReceipt> {
    try {
      const answer = await apiRequest('/videos/upload', {
        method: 'POST',
        body: uploadFormData(draft, uploadId),
        schema: uploadAnswerSchema,
      });
      return { videoId: answer.videoId, sha256: answer.sha256 };
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === 'NETWORK') throw new UploadFailure('offline', t.errors.network);
        // Not one of our answers (a proxy's 5xx page): the spec's status texts.
        const generic = error.message === errors.connection || error.message === errors.fetchFailed;
        // Over the upload quota: the draft stays as it is, to be sent again later.
        if (error.status === 429)
          throw new UploadFailure(
            'rejected',
            quotaMessage(generic ? undefined : error.message, error.facts.retryAfterSeconds),
            429,
          );
        throw new UploadFailure(
          'rejected',
          generic ? messageForStatus(error.status) : error.message,
          error.status,
        );
      }
      throw error;
    }
  },
};
