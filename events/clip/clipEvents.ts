import { z } from 'zod';
import { CATEGORIES, CLIP_STATUSES, VEHICLE_TYPES } from '../constants.ts';

export const categorySchema = z.enum(CATEGORIES);
export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);
export const clipStatusSchema = z.enum(CLIP_STATUSES);

export const clipLocationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  province: z.string(),
  district: z.string(),
  subDistrict: z.string(),
  address: z.string(),
});

export const clipUploadedSchema = z.object({
  clipId: z.string(),
  sellerId: z.string(),
  title: z.string(),
  description: z.string(),
  category: categorySchema,
  vehicleType: vehicleTypeSchema,
  priceSatang: z.number().int(),
  tags: z.array(z.string()),
  incidentDate: z.string(),
  incidentTime: z.string(),
  location: clipLocationSchema,
  uploadedAt: z.string(),
});

export const clipApprovedSchema = z.object({ clipId: z.string(), approvedAt: z.string() });
export const clipRejectedSchema = z.object({
  clipId: z.string(),
  reason: z.string(),
  rejectedAt: z.string(),
});

export type ClipLocation = z.infer<typeof clipLocationSchema>;
export type ClipUploaded = { type: 'ClipUploaded'; data: z.infer<typeof clipUploadedSchema> };
export type ClipApproved = { type: 'ClipApproved'; data: z.infer<typeof clipApprovedSchema> };
export type ClipRejected = { type: 'ClipRejected'; data: z.infer<typeof clipRejectedSchema> };
export type ClipEvent = ClipUploaded | ClipApproved | ClipRejected;
