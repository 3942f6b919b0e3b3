import { z } from 'zod';
import { categorySchema, vehicleTypeSchema } from '../../events/clip/clipEvents.ts';
import type { ClipChanges } from '../../events/clip/clipEvents.ts';
import {
  DESCRIPTION_MAX_ON_EDIT,
  PRICE_MIN_BAHT,
  REJECTION_REASON_MAX,
  REQUEST_PRICE_MAX_BAHT,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  THAILAND_BOUNDS,
  TITLE_MAX,
} from '../../events/constants.ts';
import { ADDRESS_MAX, PLACE_NAME_MAX } from '../constants.ts';
import { fromBaht } from '../../events/money.ts';
import { calendarDay, idSchema, requiredText, safeText } from '../../infra/http/inputSchemas.ts';
import { th } from '../../infra/http/messages.ts';
import { clipTexts } from './messages/clipTexts.ts';
import { previewTexts } from './messages/previewTexts.ts';
import { uploadTexts } from './messages/uploadTexts.ts';

export const clipIdParams = z.object({ id: idSchema(clipTexts.notFound) }).strict();

export const rejectBody = z
  .object({
    reason: requiredText(clipTexts.reasonRequired, REJECTION_REASON_MAX, th.tooLong(REJECTION_REASON_MAX)),
  })
  .strict();

const title = requiredText(clipTexts.titleRequired, TITLE_MAX, clipTexts.titleTooLong);
const description = requiredText(
  clipTexts.descriptionRequired,
  DESCRIPTION_MAX_ON_EDIT,
  clipTexts.descriptionTooLongOnEdit,
);
/**
 * Up to REQUEST_PRICE_MAX_BAHT here: a clip sent for a footage request may cost up to the
 * requester's price (issue 22), which only the clip's own stream knows; the decider refuses
 * anything over the clip's own ceiling (PRICE_MAX_BAHT for every other clip) in the same words.
 */
const price = z
  .number({ error: clipTexts.priceRange })
  .int(clipTexts.priceRange)
  .min(PRICE_MIN_BAHT, clipTexts.priceRange)
  .max(REQUEST_PRICE_MAX_BAHT, clipTexts.priceRange);
const category = z.enum(categorySchema.options, { error: clipTexts.categoryRequired });

/**
 * The admin's edit popup (admin spec §4, §7): title, description, one of the six incident
 * categories (not the spec's entertainment/education/…, DESIGN.md §7) and the price.
 */
export const adminEditBody = z
  .object({
    title: title.optional(),
    description: description.optional(),
    category: category.optional(),
    price: price.optional(),
  })
  .strict();

const coordinate = (min: number, max: number) =>
  z
    .number({ error: clipTexts.pinRequired })
    .min(min, uploadTexts.pinOutsideThailand)
    .max(max, uploadTexts.pinOutsideThailand);

/** A moved pin comes with its place names, as on the upload form. */
const location = z
  .object({
    latitude: coordinate(THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat),
    longitude: coordinate(THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng),
    province: requiredText(clipTexts.provinceRequired, PLACE_NAME_MAX, clipTexts.provinceRequired),
    district: safeText().trim().max(PLACE_NAME_MAX).default(''),
    subDistrict: safeText().trim().max(PLACE_NAME_MAX).default(''),
    address: safeText().trim().max(ADDRESS_MAX).default(''),
  })
  .strict();

/**
 * The seller's edit (spec §7 PUT /videos/{id}): title, description, price and the preview's incident
 * moment; while the clip is still pending also the other fields of the upload form. Which fields a clip's state allows is the
 * decider's call.
 */
export const sellerEditBody = z
  .object({
    title: title.optional(),
    description: description.optional(),
    price: price.optional(),
    category: category.optional(),
    vehicleType: z.enum(vehicleTypeSchema.options, { error: clipTexts.vehicleTypeRequired }).optional(),
    tags: z.array(safeText().trim().min(1).max(TAG_MAX_LENGTH)).max(TAGS_MAX).optional(),
    eventDate: calendarDay(clipTexts.eventDateRequired).optional(),
    eventTime: z
      .string({ error: clipTexts.eventTimeRequired })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, clipTexts.eventTimeRequired)
      .optional(),
    location: location.optional(),
    /** The incident moment (seconds from the start) the preview is made around; inside the clip (decider). */
    previewMomentSeconds: z
      .number({ error: previewTexts.momentOutOfRange })
      .min(0, previewTexts.momentOutOfRange)
      .optional(),
  })
  .strict();

type EditBody = z.infer<typeof adminEditBody> & Partial<z.infer<typeof sellerEditBody>>;

/** Form names to event fields, money to satang; fields not sent stay out of the change. */
export function toChanges(body: EditBody): ClipChanges {
  const changes: ClipChanges = {
    title: body.title,
    description: body.description,
    category: body.category,
    vehicleType: body.vehicleType,
    priceSatang: body.price === undefined ? undefined : fromBaht(body.price),
    tags: body.tags,
    incidentDate: body.eventDate,
    incidentTime: body.eventTime,
    location: body.location && {
      lat: body.location.latitude,
      lng: body.location.longitude,
      province: body.location.province,
      district: body.location.district,
      subDistrict: body.location.subDistrict,
      address: body.location.address,
    },
    previewMomentSeconds: body.previewMomentSeconds,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
