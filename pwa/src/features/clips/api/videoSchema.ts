/** The clip ("video") as the API answers it (spec §3 Video). */
import { z } from 'zod';

const optionalText = z
  .string()
  .nullish()
  .transform((text) => text ?? '');

export const videoSchema = z.object({
  _id: z.string().min(1),
  title: z.string(),
  description: optionalText,
  category: z.string(),
  vehicleType: optionalText,
  price: z.number(),
  thumbnail: z
    .string()
    .nullish()
    .transform((url) => url || null),
  // The JPEG twins of the WebP images; older answers may lack them (fallback: derived from the URL).
  thumbnailJpg: z.string().nullish().catch(null),
  thumbnailPreviews: z.array(z.string()).default([]),
  thumbnailPreviewsJpg: z.array(z.string()).optional().catch(undefined),
  duration: z
    .number()
    .nullish()
    .transform((s) => s ?? null),
  fileSize: z
    .number()
    .nullish()
    .transform((b) => b ?? null),
  views: z.number().default(0),
  salesCount: z.number().default(0),
  status: z.string(),
  tags: z.array(z.string()).default([]),
  createdAt: z.string(),
  dateRecorded: z
    .string()
    .nullish()
    .transform((d) => d ?? null),
  timeRecorded: z
    .string()
    .nullish()
    .transform((t) => t ?? null),
  isActive: z.boolean().default(true),
  seller: z.object({
    _id: z.string(),
    displayName: optionalText,
    createdAt: z
      .string()
      .nullish()
      .transform((at) => at ?? null),
    memberSince: z.string().nullish().catch(null),
  }),
  location: z
    .object({
      address: optionalText,
      province: optionalText,
      district: optionalText,
      subDistrict: optionalText,
      city: optionalText,
      coordinates: z.object({ lat: z.number(), lng: z.number() }).nullish(),
    })
    .nullish()
    .transform((location) => location ?? null),
});
export type Video = z.infer<typeof videoSchema>;

/** The signed-in viewer's paid purchase of the clip, still downloadable until `downloadUntil`. */
export const myPurchaseSchema = z.object({ purchaseId: z.string().min(1), downloadUntil: z.string() });
export type MyPurchase = z.infer<typeof myPurchaseSchema>;

/**
 * GET /videos/{id}: the clip plus what only the detail page reads. `sha256` is the evidence
 * fingerprint of the original file; `rejectionReason` reaches the clip's seller and admins only;
 * `related` holds up to 4 approved clips of the same category (absent: the page asks /videos);
 * `myPurchase` is the viewer's own downloadable purchase (the page offers its download, not a buy).
 */
export const videoDetailSchema = videoSchema.extend({
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/i)
    .nullish()
    .catch(null)
    .transform((hash) => hash?.toLowerCase() ?? null),
  rejectionReason: z
    .string()
    .nullish()
    .catch(null)
    .transform((reason) => reason || null),
  related: z.array(videoSchema).optional().catch(undefined),
  myPurchase: myPurchaseSchema
    .nullish()
    .catch(null)
    .transform((purchase) => purchase ?? null),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
});

export const videoListSchema = z.object({
  videos: z.array(videoSchema),
  pagination: paginationSchema,
});
export type VideoList = z.infer<typeof videoListSchema>;
