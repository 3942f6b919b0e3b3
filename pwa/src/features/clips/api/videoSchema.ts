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
  thumbnailPreviews: z.array(z.string()).default([]),
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
