import { z } from 'zod';
import {
  ALERT_AREA_LABEL_MAX,
  ALERT_AREAS_MAX,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_PRICE_MAX_BAHT,
  REQUEST_PRICE_MIN_BAHT,
  REQUEST_RADIUS_MAX_M,
  REQUEST_RADIUS_MIN_M,
  REQUEST_REASON_MAX,
  REQUEST_TITLE_MAX,
  THAILAND_BOUNDS,
  VEHICLE_TYPES,
} from '../../events/constants.ts';
import { fromBaht } from '../../events/money.ts';
import { thaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import { calendarDay, idSchema, requiredText, safeText } from '../../infra/http/inputSchemas.ts';
import { ADDRESS_MAX, PLACE_NAME_MAX } from '../constants.ts';
import { incidentDateProblem, TIME_OF_DAY, windowReversed } from '../domain/request/incidentWindow.ts';
import { placeNames } from '../uploads/uploadFields.ts';
import { requestTexts as t } from './messages/requestTexts.ts';

export const requestIdParams = z.object({ id: idSchema(t.notFound) }).strict();

const between = (value: number, min: number, max: number) => value >= min && value <= max;

const latitude = z
  .number({ error: t.pinRequired })
  .refine((lat) => between(lat, THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat), t.pinOutsideThailand);
const longitude = z
  .number({ error: t.pinRequired })
  .refine((lng) => between(lng, THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng), t.pinOutsideThailand);
const radiusM = z
  .number({ error: t.radius })
  .int(t.radius)
  .min(REQUEST_RADIUS_MIN_M, t.radius)
  .max(REQUEST_RADIUS_MAX_M, t.radius);

const province = requiredText(t.provinceRequired, PLACE_NAME_MAX).refine(
  (name) => thaiLocations().findProvince(name) !== undefined,
  t.provinceUnknown,
);
const placeName = safeText().trim().max(PLACE_NAME_MAX);
const address = safeText().trim().max(ADDRESS_MAX);

/** Today or up to REQUEST_INCIDENT_MAX_AGE_DAYS back, in Bangkok (checked again by the decider). */
const incidentDate = calendarDay(t.incidentDateRequired).superRefine((day, ctx) => {
  const problem = incidentDateProblem(day, new Date().toISOString());
  if (problem)
    ctx.addIssue({
      code: 'custom',
      message: problem === 'DATE_IN_FUTURE' ? t.incidentDateInFuture : t.incidentDateTooOld,
    });
});
const timeOfDay = (message: string) => z.string({ error: message }).regex(TIME_OF_DAY, message);

const vehicleTypes = z
  .array(z.enum(VEHICLE_TYPES, { error: t.vehicleTypesRequired }), { error: t.vehicleTypesRequired })
  .min(1, t.vehicleTypesRequired)
  .refine((types) => new Set(types).size === types.length, t.vehicleTypesRequired);

/** Baht at the edge, whole, within the request's range; satang inside. */
const maxPrice = z
  .number({ error: t.price })
  .int(t.price)
  .min(REQUEST_PRICE_MIN_BAHT, t.price)
  .max(REQUEST_PRICE_MAX_BAHT, t.price);

const requestFields = {
  title: requiredText(t.titleRequired, REQUEST_TITLE_MAX),
  description: requiredText(t.descriptionRequired, REQUEST_DESCRIPTION_MAX),
  latitude,
  longitude,
  radiusM,
  province,
  district: placeName,
  subDistrict: placeName,
  address,
  incidentDate,
  timeFrom: timeOfDay(t.timeFromRequired),
  timeTo: timeOfDay(t.timeToRequired),
  vehicleTypes,
  maxPrice,
};

/** Both ends of the window given: it runs forward (the decider checks a window merged from an edit). */
function windowForward(body: { timeFrom?: string; timeTo?: string }, ctx: z.RefinementCtx) {
  const { timeFrom, timeTo } = body;
  if (timeFrom !== undefined && timeTo !== undefined && windowReversed({ timeFrom, timeTo }))
    ctx.addIssue({ code: 'custom', path: ['timeTo'], message: t.windowReversed });
}

/** A footage request as the requester fills it in (issue 22): the command's fields, names as the location list has them. */
export const openRequestBody = z
  .object({
    ...requestFields,
    district: placeName.default(''),
    subDistrict: placeName.default(''),
    address: address.default(''),
  })
  .strict()
  .superRefine(windowForward)
  .transform((body) => ({
    title: body.title,
    description: body.description,
    place: {
      lat: body.latitude,
      lng: body.longitude,
      radiusM: body.radiusM,
      ...placeNames(body),
      address: body.address,
    },
    when: { incidentDate: body.incidentDate, timeFrom: body.timeFrom, timeTo: body.timeTo },
    vehicleTypes: body.vehicleTypes,
    maxPriceSatang: fromBaht(body.maxPrice),
  }));

const defined = <T extends object>(part: T): Partial<T> =>
  Object.fromEntries(Object.entries(part).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * The same fields, each optional: only those sent change. A new province takes the district and
 * sub-district sent with it (the old ones are left behind by the decider).
 */
export const editRequestBody = z
  .object(requestFields)
  .partial()
  .strict()
  .superRefine(windowForward)
  .transform((body) => {
    const names: Partial<ReturnType<typeof placeNames>> =
      body.province === undefined
        ? {}
        : placeNames({
            province: body.province,
            district: body.district ?? '',
            subDistrict: body.subDistrict ?? '',
          });
    const place = defined({
      lat: body.latitude,
      lng: body.longitude,
      radiusM: body.radiusM,
      province: names.province,
      district: body.district === undefined ? undefined : (names.district ?? body.district),
      subDistrict: body.subDistrict === undefined ? undefined : (names.subDistrict ?? body.subDistrict),
      address: body.address,
    });
    const when = defined({ incidentDate: body.incidentDate, timeFrom: body.timeFrom, timeTo: body.timeTo });
    return defined({
      title: body.title,
      description: body.description,
      place: Object.keys(place).length > 0 ? place : undefined,
      when: Object.keys(when).length > 0 ? when : undefined,
      vehicleTypes: body.vehicleTypes,
      maxPriceSatang: body.maxPrice === undefined ? undefined : fromBaht(body.maxPrice),
    });
  });

/** Why a member reports a request, or why an admin removes one. */
export const requestReasonBody = z
  .object({ reason: requiredText(t.reasonRequired, REQUEST_REASON_MAX) })
  .strict();

const alertArea = z
  .object({
    label: requiredText(t.alertAreaLabel, ALERT_AREA_LABEL_MAX),
    latitude,
    longitude,
    radiusM,
  })
  .strict()
  .transform((area) => ({
    label: area.label,
    lat: area.latitude,
    lng: area.longitude,
    radiusM: area.radiusM,
  }));

/** The whole list of a seller's alert areas (an empty list turns them off). */
export const alertAreasBody = z
  .object({
    areas: z.array(alertArea, { error: t.alertAreasMax }).max(ALERT_AREAS_MAX, t.alertAreasMax),
  })
  .strict();

export const alertChannelsBody = z
  .object({
    email: z.boolean({ error: t.channelRequired }),
    push: z.boolean({ error: t.channelRequired }),
  })
  .strict();
