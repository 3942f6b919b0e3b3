/**
 * The footage request form's schema (issue 22): the server's checks with its limits and Thai
 * messages, keys in the order the fields stand on the form (zod reports issues in key order, so the
 * first message is the first field to fix). The output is the body of POST and PUT /requests.
 */
import { z } from 'zod';
import { addDays } from '../../../components/thaiCalendar.ts';
import {
  REQUEST_DESCRIPTION_MAX,
  REQUEST_INCIDENT_MAX_AGE_DAYS,
  REQUEST_PRICE_MAX_BAHT,
  REQUEST_PRICE_MIN_BAHT,
  REQUEST_RADIUS_DEFAULT_M,
  REQUEST_RADIUS_MAX_M,
  REQUEST_RADIUS_MIN_M,
  REQUEST_TITLE_MAX,
  THAILAND_BOUNDS,
  VEHICLE_TYPES,
  type VehicleType,
} from '../../../lib/constants.ts';
import type { FootageRequest } from '../api/requestSchema.ts';
import { requestsTexts } from '../requestsTexts.ts';

const v = requestsTexts.form.validation;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A pin is required, and (as the server checks) inside Thailand's bounding box. */
const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value !== '' && Number.isFinite(Number(value)), v.pinRequired)
    .refine(
      (value) =>
        value === '' || !Number.isFinite(Number(value)) || (Number(value) >= min && Number(value) <= max),
      v.pinOutsideThailand,
    )
    .transform(Number);

/** Sent even when empty: an edit that clears a district must say so (an absent field stays as it was). */
const optionalText = z.string().trim();

/** The oldest incident day a request may name (the server refuses older: no dashcam keeps it). */
export const oldestIncidentDay = (today: string) => addDays(today, -REQUEST_INCIDENT_MAX_AGE_DAYS);

/** `today`: the Bangkok day the incident may not be after (handed in, so tests are exact). */
export const requestFormSchema = (today: string) =>
  z
    .object({
      title: z.string().trim().min(1, v.titleRequired).max(REQUEST_TITLE_MAX, v.titleRequired),
      description: z
        .string()
        .trim()
        .min(1, v.descriptionRequired)
        .max(REQUEST_DESCRIPTION_MAX, v.descriptionRequired),
      latitude: coordinate(THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat),
      longitude: coordinate(THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng),
      radiusM: z.coerce
        .number({ error: v.radius })
        .int(v.radius)
        .min(REQUEST_RADIUS_MIN_M, v.radius)
        .max(REQUEST_RADIUS_MAX_M, v.radius),
      province: z.string().trim().min(1, v.provinceRequired),
      district: optionalText,
      subDistrict: optionalText,
      address: optionalText,
      incidentDate: z
        .string()
        .regex(DAY, v.incidentDateRequired)
        .refine((day) => !DAY.test(day) || day <= today, v.incidentDateInFuture)
        .refine((day) => !DAY.test(day) || day >= oldestIncidentDay(today), v.incidentDateTooOld),
      timeFrom: z.string().regex(TIME, v.timeFromRequired),
      timeTo: z.string().regex(TIME, v.timeToRequired),
      vehicleTypes: z.array(z.enum(VEHICLE_TYPES)).min(1, v.vehicleTypesRequired),
      maxPrice: z
        .string()
        .trim()
        .refine((value) => {
          const baht = Number(value);
          return (
            value !== '' &&
            Number.isInteger(baht) &&
            baht >= REQUEST_PRICE_MIN_BAHT &&
            baht <= REQUEST_PRICE_MAX_BAHT
          );
        }, v.price)
        .transform(Number),
    })
    .superRefine((values, ctx) => {
      // Each time is checked on its own first; the order only between two real times.
      if (TIME.test(values.timeFrom) && TIME.test(values.timeTo) && values.timeFrom >= values.timeTo)
        ctx.addIssue({ code: 'custom', path: ['timeTo'], message: v.windowReversed });
    });

export type RequestFormInput = z.input<ReturnType<typeof requestFormSchema>>;
/** The body of POST /requests (and of PUT /requests/{id}). */
export type RequestBody = z.output<ReturnType<typeof requestFormSchema>>;

/** The fields in the order the member is sent to them. */
export const requestFieldOrder = Object.keys(requestFormSchema('').shape) as (keyof RequestFormInput)[];

export const emptyRequestForm: RequestFormInput = {
  title: '',
  description: '',
  latitude: '',
  longitude: '',
  radiusM: REQUEST_RADIUS_DEFAULT_M,
  province: '',
  district: '',
  subDistrict: '',
  address: '',
  incidentDate: '',
  timeFrom: '',
  timeTo: '',
  vehicleTypes: [] as VehicleType[],
  maxPrice: '',
};

/** The owner's request as the form's values, to edit it (the owner's answer carries the exact pin). */
export function formValuesOf(request: FootageRequest): RequestFormInput {
  return {
    title: request.title,
    description: request.description,
    latitude: String(request.place.lat),
    longitude: String(request.place.lng),
    radiusM: request.place.radiusM,
    province: request.place.province,
    district: request.place.district,
    subDistrict: request.place.subDistrict,
    address: request.place.address,
    incidentDate: request.when.incidentDate,
    timeFrom: request.when.timeFrom.slice(0, 5),
    timeTo: request.when.timeTo.slice(0, 5),
    vehicleTypes: request.vehicleTypes,
    maxPrice: String(request.maxPrice),
  };
}
