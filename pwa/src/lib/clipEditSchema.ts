/**
 * A clip edit's fields, by its seller (My videos, the profile uploads tab) or an admin: each one's
 * zod schema with its Thai message, mirroring the server's checks (spec §5 edit modal, §9). A
 * screen's schema picks the fields it edits, in this order; the edit popup shows them so.
 */
import { z } from 'zod';
import {
  CATEGORIES,
  EDIT_DESCRIPTION_MAX_LENGTH,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  THAILAND_BOUNDS,
  TITLE_MAX_LENGTH,
  VEHICLE_TYPES,
} from './constants.ts';
import { clipEdit } from './texts.ts';

const v = clipEdit.validation;

const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value !== '' && Number.isFinite(Number(value)), v.pinOutsideThailand)
    .transform(Number)
    .refine((n) => n >= min && n <= max, v.pinOutsideThailand);

/**
 * A clip's price: the input gives text; whole baht from PRICE_MIN_BAHT up to PRICE_MAX_BAHT, or up
 * to the requester's price for a clip sent for a footage request (issue 22, `requestMaxPrice` on
 * the seller's and admins' view of the clip), quoting that price when refused.
 */
export function clipPrice(requestMaxPrice: number | null = null) {
  const max = requestMaxPrice ?? PRICE_MAX_BAHT;
  const message = requestMaxPrice === null ? v.priceRange : v.priceRangeForRequest(requestMaxPrice);
  return z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value), message)
    .transform(Number)
    .refine((baht) => baht >= PRICE_MIN_BAHT && baht <= max, message);
}

export const clipEditFields = {
  title: z.string().trim().min(1, v.titleRequired).max(TITLE_MAX_LENGTH, v.titleTooLong),
  description: z
    .string()
    .trim()
    .min(1, v.descriptionRequired)
    .max(EDIT_DESCRIPTION_MAX_LENGTH, v.descriptionTooLong),
  category: z.enum(CATEGORIES, { error: v.categoryRequired }),
  vehicleType: z.enum(VEHICLE_TYPES, { error: v.vehicleTypeRequired }),
  price: clipPrice(),
  tags: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .refine(
      (tags) => tags.length <= TAGS_MAX && tags.every((tag) => tag.length <= TAG_MAX_LENGTH),
      v.tagsTooMany,
    ),
  eventDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, v.eventDateRequired),
  eventTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, v.eventTimeRequired),
  province: z.string().trim().min(1, v.provinceRequired),
  district: z.string().trim(),
  subDistrict: z.string().trim(),
  address: z.string().trim(),
  latitude: coordinate(THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat),
  longitude: coordinate(THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng),
};

export type ClipEditField = keyof typeof clipEditFields;
