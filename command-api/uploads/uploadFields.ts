import { z } from 'zod';
import { categorySchema, vehicleTypeSchema } from '../../events/clip/clipEvents.ts';
import {
  DESCRIPTION_MAX_ON_UPLOAD,
  IMAGE_PREVIEWS_MAX,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  THAILAND_BOUNDS,
  TITLE_MAX,
} from '../../events/constants.ts';
import { ADDRESS_MAX, CONSENT_FLAGS, PLACE_NAME_MAX } from '../constants.ts';
import { ApiError, type FieldError } from '../../infra/http/apiError.ts';
import { calendarDay, requiredText, safeText } from '../../infra/http/inputSchemas.ts';
import { th } from '../../infra/http/messages.ts';
import { fieldErrors } from '../../infra/http/zodToThai.ts';
import { thaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';

const inThailand = (value: number, min: number, max: number) => value >= min && value <= max;

/** Clip metadata as the seller submits it with the upload form (spec §5, upload form). */
export const uploadClipBody = z
  .object({
    title: requiredText(th.clip.titleRequired, TITLE_MAX, th.clip.titleTooLong),
    description: requiredText(
      th.clip.descriptionRequired,
      DESCRIPTION_MAX_ON_UPLOAD,
      th.clip.descriptionTooLong,
    ),
    category: z.enum(categorySchema.options, { error: th.clip.categoryRequired }),
    eventDate: calendarDay(th.clip.eventDateRequired),
    eventTime: z
      .string({ error: th.clip.eventTimeRequired })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, th.clip.eventTimeRequired),
    province: requiredText(th.clip.provinceRequired, PLACE_NAME_MAX),
    district: safeText().trim().max(PLACE_NAME_MAX).default(''),
    subDistrict: safeText().trim().max(PLACE_NAME_MAX).default(''),
    address: safeText().trim().max(ADDRESS_MAX).default(''),
    vehicleType: z.enum(vehicleTypeSchema.options, { error: th.clip.vehicleTypeRequired }),
    latitude: z
      .number({ error: th.clip.pinRequired })
      .refine(
        (lat) => inThailand(lat, THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat),
        th.upload.pinOutsideThailand,
      ),
    longitude: z
      .number({ error: th.clip.pinRequired })
      .refine(
        (lng) => inThailand(lng, THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng),
        th.upload.pinOutsideThailand,
      ),
    price: z
      .number({ error: th.clip.priceRange })
      .int(th.clip.priceRange)
      .min(PRICE_MIN_BAHT, th.clip.priceRange)
      .max(PRICE_MAX_BAHT, th.clip.priceRange),
    tags: z.array(safeText().trim().min(1).max(TAG_MAX_LENGTH)).max(TAGS_MAX).default([]),
  })
  .strict();

export type UploadClipFields = z.infer<typeof uploadClipBody>;

/** Form fields that are not clip metadata: the upload's own controls. */
export const uploadControlFields = ['uploadId', 'consentData', 'thumbnailPreviewCount'] as const;

/** The spec's order of checks (§5): the first failing field is the one the seller is told about. */
const specOrder = [
  'title',
  'description',
  'category',
  'eventDate',
  'eventTime',
  'province',
  'vehicleType',
  'latitude',
  'longitude',
  'videoFile',
  'price',
];
const rank = (field: string) => {
  const at = specOrder.indexOf(field.split('.')[0]!);
  return at === -1 ? specOrder.length : at;
};

const numberField = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Number(value);

/** Multipart fields are text: numbers are read as numbers, tags split on commas. */
function formToBody(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if ((uploadControlFields as readonly string[]).includes(name)) continue;
    body[name] = value;
  }
  for (const name of ['latitude', 'longitude', 'price']) body[name] = numberField(fields[name]);
  if (fields.tags !== undefined)
    body.tags = fields.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  return body;
}

function refuse(fields: FieldError[]): never {
  const ordered = [...fields].sort((a, b) => rank(a.field) - rank(b.field));
  const first = ordered[0]!;
  throw new ApiError(400, 'VALIDATION', first.message, ordered, { field: first.field });
}

/**
 * Checks the form in the spec's order, the video's presence between the pin and the price;
 * a failure is 400 VALIDATION with the first field (`error.field`) and its Thai message.
 */
export function parseUploadFields(fields: Record<string, string>, hasVideo: boolean): UploadClipFields {
  const result = uploadClipBody.safeParse(formToBody(fields), { reportInput: true });
  const errors = result.success ? [] : fieldErrors(result.error);
  const province = fields.province?.trim();
  if (province && !errors.some((e) => e.field === 'province') && !thaiLocations().findProvince(province))
    errors.push({ field: 'province', message: th.upload.provinceUnknown });
  if (!hasVideo) errors.push({ field: 'videoFile', message: th.upload.fileRequired });
  const count = fields.thumbnailPreviewCount;
  if (count !== undefined && !(/^\d{1,2}$/.test(count) && Number(count) <= IMAGE_PREVIEWS_MAX))
    errors.push({ field: 'thumbnailPreviewCount', message: th.upload.tooManyPreviews });
  if (errors.length > 0 || !result.success) refuse(errors);
  return { ...result.data, ...placeNames(result.data) };
}

/**
 * The province as the location list names it; district and sub-district too when they match one
 * of that province's (typed names and reverse-geocoded ones with prefixes are both accepted).
 */
function placeNames(body: UploadClipFields): Pick<UploadClipFields, 'province' | 'district' | 'subDistrict'> {
  const locations = thaiLocations();
  const province = locations.findProvince(body.province)!;
  const district = body.district ? locations.findDistrict(province.id, body.district) : undefined;
  const subDistrict =
    district && body.subDistrict ? locations.findSubDistrict(district.id, body.subDistrict) : undefined;
  return {
    province: province.name_th,
    district: district?.name_th ?? body.district,
    subDistrict: subDistrict?.name_th ?? body.subDistrict,
  };
}

const consentSchema = z
  .object(Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, z.literal(true)])))
  .strict();

/** The consent modal's five flags, as JSON text; every one must be true. */
export function parseConsent(raw: string | undefined): Record<(typeof CONSENT_FLAGS)[number], true> {
  let json: unknown;
  try {
    json = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const result = consentSchema.safeParse(json);
  if (!result.success) refuse([{ field: 'consentData', message: th.upload.consentRequired }]);
  return result.data as Record<(typeof CONSENT_FLAGS)[number], true>;
}
