import { z } from 'zod';
import { categorySchema, vehicleTypeSchema } from '../../events/clip/clipEvents.ts';
import {
  DESCRIPTION_MAX_ON_UPLOAD,
  ID_MAX_LENGTH,
  IMAGE_PREVIEWS_MAX,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  REQUEST_PRICE_MAX_BAHT,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  THAILAND_BOUNDS,
  TITLE_MAX,
} from '../../events/constants.ts';
import { ADDRESS_MAX, CONSENT_FLAGS, PLACE_NAME_MAX } from '../constants.ts';
import { calendarDaySchema, requiredTextSchema, safeTextSchema } from '../../events/textSchemas.ts';
import { thaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import { DomainError } from '../domain/decider.ts';
import type { FieldProblem, FieldProblemCode } from '../domain/fieldProblem.ts';

/*
 * The schema's messages are problem codes, not text: a refusal names each field's problem
 * (FieldProblem) and the route words it. Issues without a code of their own get a generic one.
 */
const safeText = (params?: { error: FieldProblemCode }) =>
  safeTextSchema('UNSAFE_TEXT' satisfies FieldProblemCode, params);

const text = (required: FieldProblemCode, max: number, tooLong: FieldProblemCode) =>
  requiredTextSchema('UNSAFE_TEXT' satisfies FieldProblemCode, required, max, tooLong);

const calendarDay = (problem: FieldProblemCode) => calendarDaySchema(problem);

const inThailand = (value: number, min: number, max: number) => value >= min && value <= max;

/** Clip metadata as the seller submits it with the upload form (spec §5, upload form). */
export const uploadClipBody = z
  .object({
    title: text('TITLE_REQUIRED', TITLE_MAX, 'TITLE_TOO_LONG'),
    description: text('DESCRIPTION_REQUIRED', DESCRIPTION_MAX_ON_UPLOAD, 'DESCRIPTION_TOO_LONG'),
    category: z.enum(categorySchema.options, { error: 'CATEGORY_REQUIRED' }),
    eventDate: calendarDay('EVENT_DATE_REQUIRED'),
    eventTime: z
      .string({ error: 'EVENT_TIME_REQUIRED' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'EVENT_TIME_REQUIRED'),
    province: text('PROVINCE_REQUIRED', PLACE_NAME_MAX, 'PROVINCE_REQUIRED'),
    district: safeText().trim().max(PLACE_NAME_MAX).default(''),
    subDistrict: safeText().trim().max(PLACE_NAME_MAX).default(''),
    address: safeText().trim().max(ADDRESS_MAX).default(''),
    vehicleType: z.enum(vehicleTypeSchema.options, { error: 'VEHICLE_TYPE_REQUIRED' }),
    latitude: z
      .number({ error: 'PIN_REQUIRED' })
      .refine(
        (lat) => inThailand(lat, THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat),
        'PIN_OUTSIDE_THAILAND',
      ),
    longitude: z
      .number({ error: 'PIN_REQUIRED' })
      .refine(
        (lng) => inThailand(lng, THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng),
        'PIN_OUTSIDE_THAILAND',
      ),
    // Up to PRICE_MAX_BAHT, or the answered request's price (REQUEST_PRICE_MAX_BAHT at most):
    // parseUploadFields holds a clip that answers none to the first, the upload to the second.
    price: z
      .number({ error: 'PRICE_OUT_OF_RANGE' })
      .int('PRICE_OUT_OF_RANGE')
      .min(PRICE_MIN_BAHT, 'PRICE_OUT_OF_RANGE')
      .max(REQUEST_PRICE_MAX_BAHT, 'PRICE_OUT_OF_RANGE'),
    tags: z.array(safeText().trim().min(1).max(TAG_MAX_LENGTH)).max(TAGS_MAX).default([]),
    /** The incident moment for the preview (issue 21); checked against the video's length once probed. */
    previewMomentSeconds: z
      .number({ error: 'PREVIEW_MOMENT_OUT_OF_RANGE' })
      .min(0, 'PREVIEW_MOMENT_OUT_OF_RANGE')
      .optional(),
    /** The footage request the clip is sent for (issue 22); whether it is open is the upload's check. */
    requestId: z.string({ error: 'REQUEST_UNKNOWN' }).max(ID_MAX_LENGTH, 'REQUEST_UNKNOWN').optional(),
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
  'requestId',
  'price',
  'previewMomentSeconds',
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
  for (const name of ['latitude', 'longitude', 'price', 'previewMomentSeconds'])
    body[name] = numberField(fields[name]);
  // No request: the field left empty, as the resumable upload's metadata may carry it instead.
  body.requestId = fields.requestId?.trim() || undefined;
  if (fields.tags !== undefined)
    body.tags = fields.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  return body;
}

/** The codes the schema above sets as its messages. */
const codedProblems = new Set<string>([
  'TITLE_REQUIRED',
  'TITLE_TOO_LONG',
  'DESCRIPTION_REQUIRED',
  'DESCRIPTION_TOO_LONG',
  'CATEGORY_REQUIRED',
  'EVENT_DATE_REQUIRED',
  'EVENT_TIME_REQUIRED',
  'PROVINCE_REQUIRED',
  'VEHICLE_TYPE_REQUIRED',
  'PIN_REQUIRED',
  'PIN_OUTSIDE_THAILAND',
  'PRICE_OUT_OF_RANGE',
  'PREVIEW_MOMENT_OUT_OF_RANGE',
  'REQUEST_UNKNOWN',
  'UNSAFE_TEXT',
] satisfies FieldProblemCode[]);

/**
 * Each issue as a field problem: the schema's own code where it set one, a generic one from the
 * issue otherwise (the cases infra/http/zodToThai.ts tells apart for JSON bodies).
 */
function problemsOf(error: z.ZodError): FieldProblem[] {
  return error.issues.flatMap((issue): FieldProblem[] => {
    const field = issue.path.join('.') || '(body)';
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        field: [...issue.path, key].join('.'),
        problem: 'UNKNOWN_FIELD',
        name: key,
      }));
    if (codedProblems.has(issue.message)) return [{ field, problem: issue.message as FieldProblemCode }];
    switch (issue.code) {
      case 'invalid_type':
        return [{ field, problem: issue.input === undefined ? 'REQUIRED' : 'WRONG_TYPE' }];
      case 'too_big':
        if (issue.origin === 'number')
          return [{ field, problem: 'NUMBER_TOO_LARGE', limit: Number(issue.maximum) }];
        return [
          typeof issue.maximum === 'number'
            ? { field, problem: 'TOO_LONG', limit: issue.maximum }
            : { field, problem: 'INVALID' },
        ];
      case 'too_small':
        if (issue.origin === 'number')
          return [{ field, problem: 'NUMBER_TOO_SMALL', limit: Number(issue.minimum) }];
        return [{ field, problem: 'REQUIRED' }];
      case 'invalid_value':
        return [{ field, problem: 'INVALID_OPTION' }];
      default:
        return [{ field, problem: 'INVALID' }];
    }
  });
}

/** Refuses the upload for these fields, the first in the spec's order first. */
export function refuseFields(fields: FieldProblem[]): never {
  const ordered = [...fields].sort((a, b) => rank(a.field) - rank(b.field));
  throw new DomainError('UPLOAD_FIELDS_INVALID', { fields: ordered });
}

/**
 * Checks the form in the spec's order, the video's presence between the pin and the price;
 * a failure is UPLOAD_FIELDS_INVALID with every refused field, the first in that order first.
 */
export function parseUploadFields(fields: Record<string, string>, hasVideo: boolean): UploadClipFields {
  const body = formToBody(fields);
  const result = uploadClipBody.safeParse(body, { reportInput: true });
  const errors = result.success ? [] : problemsOf(result.error);
  // Above PRICE_MAX_BAHT only for a clip sent for a footage request. A resumable upload may name
  // its request in its metadata instead, read later (answeredRequest.ts checks the price again).
  const { price } = body;
  if (
    typeof price === 'number' &&
    price > PRICE_MAX_BAHT &&
    body.requestId === undefined &&
    !fields.uploadId &&
    !errors.some((e) => e.field === 'price')
  )
    errors.push({ field: 'price', problem: 'PRICE_OUT_OF_RANGE' });
  const province = fields.province?.trim();
  if (province && !errors.some((e) => e.field === 'province') && !thaiLocations().findProvince(province))
    errors.push({ field: 'province', problem: 'PROVINCE_UNKNOWN' });
  if (!hasVideo) errors.push({ field: 'videoFile', problem: 'VIDEO_FILE_REQUIRED' });
  const count = fields.thumbnailPreviewCount;
  if (count !== undefined && !(/^\d{1,2}$/.test(count) && Number(count) <= IMAGE_PREVIEWS_MAX))
    errors.push({ field: 'thumbnailPreviewCount', problem: 'TOO_MANY_PREVIEWS' });
  if (errors.length > 0 || !result.success) refuseFields(errors);
  return { ...result.data, ...placeNames(result.data) };
}

/** The form field, and the tus metadata key, that carry the incident moment. */
export const PREVIEW_MOMENT_FIELD = 'previewMomentSeconds';

/** The form field, and the tus metadata key, that name the footage request a clip is sent for. */
export const REQUEST_ID_FIELD = 'requestId';

/**
 * The incident moment as the form (or the resumable upload's metadata) gave it, once the video's
 * length is known: inside the video, or the field is refused like the form's others.
 */

export function parsePreviewMoment(
  raw: number | string | undefined,
  durationSeconds: number,
): number | undefined {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > durationSeconds)
    refuseFields([{ field: 'previewMomentSeconds', problem: 'PREVIEW_MOMENT_OUT_OF_RANGE' }]);
  return seconds;
}

type PlaceNames = Pick<UploadClipFields, 'province' | 'district' | 'subDistrict'>;

/**
 * The province as the location list names it; district and sub-district too when they match one
 * of that province's (typed names and reverse-geocoded ones with prefixes are both accepted). The
 * province must be one the list knows (footage requests use it too).
 */
export function placeNames(body: PlaceNames): PlaceNames {
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
  if (!result.success) refuseFields([{ field: 'consentData', problem: 'CONSENT_REQUIRED' }]);
  return result.data as Record<(typeof CONSENT_FLAGS)[number], true>;
}
