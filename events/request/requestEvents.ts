import { z } from 'zod';
import { REQUEST_STATUSES, VEHICLE_TYPES } from '../constants.ts';
import { satangSchema } from '../satangSchema.ts';

/**
 * Events of a `request-{id}` stream: a footage request (ตามหาคลิป, issue 22). A member says where
 * and when they need footage; approved clips inside the circle and the time window are matched to
 * it; buying one fulfils it. The requester's own words and the exact pin are personal data, sealed
 * with the requester's key (`requesterId`); the public board shows the pin only to
 * REQUEST_PUBLIC_PIN_METRES.
 */
export const requestStatusSchema = z.enum(REQUEST_STATUSES);

export const requestPlaceSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** The circle's radius in metres (REQUEST_RADIUS_MIN_M…REQUEST_RADIUS_MAX_M). */
  radiusM: z.number().int(),
  province: z.string(),
  district: z.string(),
  subDistrict: z.string(),
  address: z.string(),
});

/** The incident's day (YYYY-MM-DD, Bangkok) and a window of that day, HH:MM to HH:MM. */
export const requestWhenSchema = z.object({
  incidentDate: z.string(),
  timeFrom: z.string(),
  timeTo: z.string(),
});

export const requestOpenedSchema = z.object({
  requestId: z.string(),
  requesterId: z.string(),
  title: z.string(),
  description: z.string(),
  place: requestPlaceSchema,
  when: requestWhenSchema,
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)),
  /** The most the requester will pay for a clip of it. */
  maxPriceSatang: satangSchema(z.number().int()),
  openedAt: z.string(),
  /** openedAt + REQUEST_OPEN_DAYS. */
  expiresAt: z.string(),
});

/** Only the fields the owner changed. */
export const requestEditedSchema = z.object({
  requestId: z.string(),
  requesterId: z.string(),
  changes: z.object({
    title: z.string().optional(),
    description: z.string().optional(),
    place: requestPlaceSchema.optional(),
    when: requestWhenSchema.optional(),
    vehicleTypes: z.array(z.enum(VEHICLE_TYPES)).optional(),
    maxPriceSatang: satangSchema(z.number().int()).optional(),
  }),
  editedAt: z.string(),
});

/** The owner kept it open for another REQUEST_OPEN_DAYS. */
export const requestRenewedSchema = z.object({
  requestId: z.string(),
  requesterId: z.string(),
  expiresAt: z.string(),
  renewedAt: z.string(),
});

/** An approved clip falls inside the circle and the window: the requester is told of it. */
export const requestMatchedSchema = z.object({
  requestId: z.string(),
  requesterId: z.string(),
  clipId: z.string(),
  sellerId: z.string(),
  /** From the request's pin to the clip's, in metres. */
  distanceM: z.number().int().nonnegative(),
  /** From the window to the clip's incident time (0 inside it). */
  minutesApart: z.number().int().nonnegative(),
  matchedAt: z.string(),
});

/** The requester bought a clip linked to or matching the request. */
export const requestFulfilledSchema = z.object({
  requestId: z.string(),
  requesterId: z.string(),
  clipId: z.string(),
  sellerId: z.string(),
  purchaseId: z.string(),
  fulfilledAt: z.string(),
});

export const requestClosedSchema = z.object({
  requestId: z.string(),
  requesterId: z.string(),
  closedAt: z.string(),
});

export const requestExpiredSchema = z.object({
  requestId: z.string(),
  requesterId: z.string(),
  expiredAt: z.string(),
});

/** A member reports a request that names a person or a plate publicly (or is otherwise abusive). */
export const requestReportedSchema = z.object({
  requestId: z.string(),
  requesterId: z.string(),
  reporterId: z.string(),
  reason: z.string(),
  reportedAt: z.string(),
});

/** An admin took the request off the board; the requester reads the reason. */
export const requestRemovedSchema = z.object({
  requestId: z.string(),
  requesterId: z.string(),
  by: z.string(),
  reason: z.string(),
  removedAt: z.string(),
});

/**
 * The `requesting-{uid}` guard: a member holds at most REQUEST_OPEN_MAX open requests. Opening (or
 * renewing an expired one) takes a slot here with the guard's expected version, so parallel
 * attempts cannot both pass; the handler reads how each listed request stands from its own stream.
 */
export const requestSlotTakenSchema = z.object({
  uid: z.string(),
  requestId: z.string(),
  takenAt: z.string(),
});

type Event<T extends string, S extends z.ZodType> = { type: T; data: z.infer<S> };
export type RequestStatus = z.infer<typeof requestStatusSchema>;
export type RequestPlace = z.infer<typeof requestPlaceSchema>;
export type RequestWhen = z.infer<typeof requestWhenSchema>;
export type RequestOpened = Event<'RequestOpened', typeof requestOpenedSchema>;
export type RequestEdited = Event<'RequestEdited', typeof requestEditedSchema>;
export type RequestRenewed = Event<'RequestRenewed', typeof requestRenewedSchema>;
export type RequestMatched = Event<'RequestMatched', typeof requestMatchedSchema>;
export type RequestFulfilled = Event<'RequestFulfilled', typeof requestFulfilledSchema>;
export type RequestClosed = Event<'RequestClosed', typeof requestClosedSchema>;
export type RequestExpired = Event<'RequestExpired', typeof requestExpiredSchema>;
export type RequestReported = Event<'RequestReported', typeof requestReportedSchema>;
export type RequestRemoved = Event<'RequestRemoved', typeof requestRemovedSchema>;
export type RequestSlotTaken = Event<'RequestSlotTaken', typeof requestSlotTakenSchema>;
export type RequestEvent =
  | RequestOpened
  | RequestEdited
  | RequestRenewed
  | RequestMatched
  | RequestFulfilled
  | RequestClosed
  | RequestExpired
  | RequestReported
  | RequestRemoved
  | RequestSlotTaken;

const requestTextFields = ['title', 'description', 'place.lat', 'place.lng', 'place.address'];
export const requestPersonalFields = {
  RequestOpened: requestTextFields,
  RequestEdited: requestTextFields.map((field) => `changes.${field}`),
  // The admin's reason speaks of the requester's account of the incident.
  RequestRemoved: ['reason'],
  // The reporter's own words, sealed with the reporter's key.
  RequestReported: ['reason'],
} as const satisfies Partial<Record<RequestEvent['type'], readonly string[]>>;
export const requestPersonalDataOwners = {
  RequestOpened: 'requesterId',
  RequestEdited: 'requesterId',
  RequestRemoved: 'requesterId',
  RequestReported: 'reporterId',
} as const satisfies Partial<Record<RequestEvent['type'], string>>;
