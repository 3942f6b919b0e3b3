/**
 * The upload form's schema. Keys are in the spec's validation order (§5: title, description,
 * category, event date, event time, province, vehicle type, map pin, video file; then price), and
 * zod reports issues in key order, so the first issue is the one the seller must fix first.
 */
import { z } from 'zod';
import {
  CATEGORIES,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  THAILAND_BOUNDS,
  TITLE_MAX_LENGTH,
  UPLOAD_DESCRIPTION_MAX_LENGTH,
  VEHICLE_TYPES,
} from '../../../lib/constants.ts';
import { upload as t } from '../uploadTexts.ts';
import { emptyFields, type DraftFields } from '../drafts/draft.ts';

const v = t.validation;

/** A pin is required, and (as the server checks) inside Thailand's bounding box. */
const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value !== '' && Number.isFinite(Number(value)), v.pinRequired)
    .refine(
      (value) => !Number.isFinite(Number(value)) || (Number(value) >= min && Number(value) <= max),
      v.pinOutsideThailand,
    );

export const uploadSchema = z.object({
  title: z.string().trim().min(1, v.titleRequired).max(TITLE_MAX_LENGTH, v.titleTooLong),
  description: z
    .string()
    .trim()
    .min(1, v.descriptionRequired)
    .max(UPLOAD_DESCRIPTION_MAX_LENGTH, v.descriptionTooLong),
  category: z.enum(CATEGORIES, v.categoryRequired),
  eventDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, v.eventDateRequired),
  eventTime: z.string().regex(/^\d{2}:\d{2}$/, v.eventTimeRequired),
  provinceId: z.string().min(1, v.provinceRequired),
  vehicleType: z.enum(VEHICLE_TYPES, v.vehicleTypeRequired),
  latitude: coordinate(THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat),
  longitude: coordinate(THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng),
  videoName: z.string().min(1, v.videoRequired),
  price: z
    .string()
    .trim()
    .refine((value) => {
      const baht = Number(value);
      return value !== '' && Number.isInteger(baht) && baht >= PRICE_MIN_BAHT && baht <= PRICE_MAX_BAHT;
    }, v.priceRange),
  tags: z.string(),
  province: z.string(),
  districtId: z.string(),
  district: z.string(),
  subDistrictId: z.string(),
  subDistrict: z.string(),
  address: z.string(),
});

/** The form's values: the draft's fields plus the chosen video's name (so its check is in order). */
export type UploadFormValues = DraftFields & { videoName: string };

export function formValuesOf(fields: DraftFields, videoName: string): UploadFormValues {
  return { ...emptyFields, ...fields, videoName };
}

export function fieldsOf(values: UploadFormValues): DraftFields {
  const { videoName: _videoName, ...fields } = values;
  return fields;
}

/** The first message in the spec's order, or null when the form is valid. */
export function firstUploadError(values: UploadFormValues): string | null {
  const result = uploadSchema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
