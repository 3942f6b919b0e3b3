import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import { z } from 'zod';
import { categorySchema, vehicleTypeSchema } from '../../events/clip/clipEvents.ts';
import {
  DESCRIPTION_MAX_ON_UPLOAD,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  REJECTION_REASON_MAX,
  SATANG_PER_BAHT,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TITLE_MAX,
} from '../../events/constants.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { th } from '../../infra/http/messages.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { clipDecider } from '../domain/clip/decide.ts';
import { handleCommand } from '../handleCommand.ts';

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Clip metadata as the seller submits it (the file itself comes with the resumable upload). */
export const uploadClipBody = z
  .object({
    title: text(th.clip.titleRequired, TITLE_MAX, th.clip.titleTooLong),
    description: text(th.clip.descriptionRequired, DESCRIPTION_MAX_ON_UPLOAD, th.clip.descriptionTooLong),
    category: z.enum(categorySchema.options, { error: th.clip.categoryRequired }),
    eventDate: z.iso.date({ error: th.clip.eventDateRequired }),
    eventTime: z
      .string({ error: th.clip.eventTimeRequired })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, th.clip.eventTimeRequired),
    province: text(th.clip.provinceRequired, 100, th.clip.provinceRequired),
    district: z.string().trim().max(100).default(''),
    subDistrict: z.string().trim().max(100).default(''),
    address: z.string().trim().max(300).default(''),
    vehicleType: z.enum(vehicleTypeSchema.options, { error: th.clip.vehicleTypeRequired }),
    latitude: z
      .number({ error: th.clip.pinRequired })
      .min(-90, th.clip.pinRequired)
      .max(90, th.clip.pinRequired),
    longitude: z
      .number({ error: th.clip.pinRequired })
      .min(-180, th.clip.pinRequired)
      .max(180, th.clip.pinRequired),
    price: z
      .number({ error: th.clip.priceRange })
      .int(th.clip.priceRange)
      .min(PRICE_MIN_BAHT, th.clip.priceRange)
      .max(PRICE_MAX_BAHT, th.clip.priceRange),
    tags: z.array(z.string().trim().min(1).max(TAG_MAX_LENGTH)).max(TAGS_MAX).default([]),
  })
  .strict();

const clipIdParams = z.object({ id: z.string().min(1).max(100) }).strict();
const rejectBody = z
  .object({ reason: text(th.clip.reasonRequired, REJECTION_REASON_MAX, th.tooLong(REJECTION_REASON_MAX)) })
  .strict();

export function clipRoutes(router: Router, registry: OpenApiRegistry, store: EventStore): void {
  defineRoute(router, registry, {
    method: 'post',
    path: '/videos',
    summary: 'Submit a clip for review (status pending)',
    access: 'member',
    body: uploadClipBody,
    async handle({ body, actor, correlationId }) {
      const clipId = randomUUID();
      const { position } = await handleCommand(
        store,
        streams.clip(clipId),
        clipDecider,
        {
          type: 'UploadClip',
          clipId,
          sellerId: actor!.id,
          title: body.title,
          description: body.description,
          category: body.category,
          vehicleType: body.vehicleType,
          priceSatang: body.price * SATANG_PER_BAHT,
          tags: body.tags,
          incidentDate: body.eventDate,
          incidentTime: body.eventTime,
          location: {
            lat: body.latitude,
            lng: body.longitude,
            province: body.province,
            district: body.district,
            subDistrict: body.subDistrict,
            address: body.address,
          },
          file: null,
          images: { cover: null, previews: [] },
          consent: null,
          sameFileAs: null,
          now: new Date().toISOString(),
        },
        { actor: actor!, correlationId },
      );
      return { status: 201, data: { videoId: clipId, status: 'pending' }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/videos/:id/approve',
    summary: 'Approve a pending clip',
    access: 'admin',
    params: clipIdParams,
    async handle({ params, actor, correlationId }) {
      const { position } = await handleCommand(
        store,
        streams.clip(params.id),
        clipDecider,
        { type: 'ApproveClip', clipId: params.id, now: new Date().toISOString() },
        { actor: actor!, correlationId },
      );
      return { data: { videoId: params.id, status: 'approved' }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/videos/:id/reject',
    summary: 'Reject a pending clip with a reason',
    access: 'admin',
    params: clipIdParams,
    body: rejectBody,
    async handle({ params, body, actor, correlationId }) {
      const { position } = await handleCommand(
        store,
        streams.clip(params.id),
        clipDecider,
        { type: 'RejectClip', clipId: params.id, reason: body.reason, now: new Date().toISOString() },
        { actor: actor!, correlationId },
      );
      return { data: { videoId: params.id, status: 'rejected' }, position };
    },
  });
}
