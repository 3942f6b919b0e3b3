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
  REQUEST_PRICE_MAX_BAHT,
  THAILAND_BOUNDS,
  TITLE_MAX_LENGTH,
  UPLOAD_DESCRIPTION_MAX_LENGTH,
  VEHICLE_TYPES,
} from '../../../lib/constants.ts';
import { upload as t } from '../uploadTexts.ts';
import { emptyFields, type DraftFields, type DraftRequest } from '../drafts/draft.ts';

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

/**
 * The most a clip may cost: PRICE_MAX_BAHT, or for a clip sent for a footage request the price its
 * requester will pay (issue 22; REQUEST_PRICE_MAX_BAHT while that is not known yet, the server
 * checks it exactly).
 */
export function priceCeiling(request: DraftRequest | null | undefined): number {
  return request ? (request.maxPrice ?? REQUEST_PRICE_MAX_BAHT) : PRICE_MAX_BAHT;
}

const price = (request: DraftRequest | null | undefined) => {
  const max = priceCeiling(request);
  return z
    .string()
    .trim()
    .refine(
      (value) => {
        const baht = Number(value);
        return value !== '' && Number.isInteger(baht) && baht >= PRICE_MIN_BAHT && baht <= max;
      },
      request ? v.priceRangeForRequest(max) : v.priceRange,
    );
};

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
  // Chosen on a control that only gives moments within the clip; '' is the middle.
  previewMomentSeconds: z.string(),
  price: price(null),
  tags: z.string(),
  province: z.string(),
  districtId: z.string(),
  district: z.string(),
  subDistrictId: z.string(),
  subDistrict: z.string(),
  address: z.string(),
});

/** The form's schema for a clip sent for `request` (none: the usual price range). */
export const uploadSchemaFor = (request: DraftRequest | null | undefined) =>
  uploadSchema.extend({ price: price(request) });

/**
 * The form's values: the draft's fields (every one, also those older drafts lack) plus the chosen
 * video's name (so its check is in order).
 */
export type UploadFormValues = Required<DraftFields> & { videoName: string };

export function formValuesOf(fields: DraftFields, videoName: string): UploadFormValues {
  return { ...emptyFields, ...fields, previewMomentSeconds: fields.previewMomentSeconds ?? '', videoName };
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
