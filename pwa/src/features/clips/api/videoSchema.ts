/**
 * The clip ("video") as the API answers it (spec §3 Video). Written with zod/mini, not classic zod:
 * the landing page reads its clips with this schema at start.
 */
import * as z from 'zod/mini';
import { videoPreviewField } from '../../../lib/videoPreview.ts';

const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((text) => text ?? ''),
);

export const videoSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  title: z.string(),
  description: optionalText,
  category: z.string(),
  vehicleType: optionalText,
  price: z.number(),
  thumbnail: z.pipe(
    z.nullish(z.string()),
    z.transform((url) => url || null),
  ),
  // The JPEG twins of the WebP images; older answers may lack them (fallback: derived from the URL).
  thumbnailJpg: z.catch(z.nullish(z.string()), null),
  thumbnailPreviews: z._default(z.array(z.string()), []),
  thumbnailPreviewsJpg: z.catch(z.optional(z.array(z.string())), undefined),
  duration: z.pipe(
    z.nullish(z.number()),
    z.transform((s) => s ?? null),
  ),
  fileSize: z.pipe(
    z.nullish(z.number()),
    z.transform((b) => b ?? null),
  ),
  views: z._default(z.number(), 0),
  salesCount: z._default(z.number(), 0),
  status: z.string(),
  tags: z._default(z.array(z.string()), []),
  createdAt: z.string(),
  dateRecorded: z.pipe(
    z.nullish(z.string()),
    z.transform((d) => d ?? null),
  ),
  timeRecorded: z.pipe(
    z.nullish(z.string()),
    z.transform((t) => t ?? null),
  ),
  isActive: z._default(z.boolean(), true),
  seller: z.object({
    _id: z.string(),
    displayName: optionalText,
    createdAt: z.pipe(
      z.nullish(z.string()),
      z.transform((at) => at ?? null),
    ),
    memberSince: z.catch(z.nullish(z.string()), null),
  }),
  location: z.pipe(
    z.nullish(
      z.object({
        address: optionalText,
        province: optionalText,
        district: optionalText,
        subDistrict: optionalText,
        city: optionalText,
        coordinates: z.nullish(z.object({ lat: z.number(), lng: z.number() })),
      }),
    ),
    z.transform((location) => location ?? null),
  ),
});
export type Video = z.infer<typeof videoSchema>;

/** The signed-in viewer's paid purchase of the clip, still downloadable until `downloadUntil`. */
export const myPurchaseSchema = z.object({
  purchaseId: z.string().check(z.minLength(1)),
  downloadUntil: z.string(),
});
export type MyPurchase = z.infer<typeof myPurchaseSchema>;

/**
 * GET /videos/{id}: the clip plus what only the detail page reads. `sha256` is the evidence
 * fingerprint of the original file; `rejectionReason` reaches the clip's seller and admins only;
 * `related` holds up to 4 approved clips of the same category (absent: the page asks /videos);
 * `myPurchase` is the viewer's own downloadable purchase (the page offers its download, not a buy);
 * `preview` is the watermarked preview video (absent in older answers: none); `answersRequest` the
 * footage request the clip was sent for, when the viewer may see it (issue 22).
 */
export const videoDetailSchema = z.extend(videoSchema, {
  sha256: z.pipe(
    z.catch(z.nullish(z.string().check(z.regex(/^[0-9a-f]{64}$/i))), null),
    z.transform((hash) => hash?.toLowerCase() ?? null),
  ),
  rejectionReason: z.pipe(
    z.catch(z.nullish(z.string()), null),
    z.transform((reason) => reason || null),
  ),
  related: z.catch(z.optional(z.array(videoSchema)), undefined),
  myPurchase: z.pipe(
    z.catch(z.nullish(myPurchaseSchema), null),
    z.transform((purchase) => purchase ?? null),
  ),
  preview: videoPreviewField,
  answersRequest: z.pipe(
    z.catch(z.nullish(z.object({ requestId: z.string().check(z.minLength(1)), title: z.string() })), null),
    z.transform((request) => request ?? null),
  ),
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
