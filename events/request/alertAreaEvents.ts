import { z } from 'zod';

/**
 * Events of an `alerts-{uid}` stream: the areas a seller drives, where a new footage request
 * reaches them (issue 22), and how they want to be told. The areas are often around home and
 * work: personal data, sealed with the seller's key and never shown to anyone else.
 */
export const alertAreaSchema = z.object({
  areaId: z.string(),
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  radiusM: z.number().int(),
});

/** The whole list as the seller saved it (ALERT_AREAS_MAX at most; empty = no alerts). */
export const alertAreasSetSchema = z.object({
  uid: z.string(),
  areas: z.array(alertAreaSchema),
  setAt: z.string(),
});

/** The channels a member is told through (in-app always shows; e-mail and Web Push are chosen). */
export const alertChannelsSetSchema = z.object({
  uid: z.string(),
  email: z.boolean(),
  push: z.boolean(),
  setAt: z.string(),
});

/**
 * A browser's Web Push subscription (the PushSubscription it gave the PWA), on the member's
 * `alerts-{uid}` stream. `subscriptionId` is the sha256 (hex) of the endpoint: the same browser
 * subscribing again is the same subscription. The endpoint and keys reach the member's browser:
 * personal data, sealed with the member's key.
 */
export const pushSubscribedSchema = z.object({
  uid: z.string(),
  subscriptionId: z.string(),
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  subscribedAt: z.string(),
});

/** The member turned push off in that browser, or the push service said it is gone (a system actor). */
export const pushUnsubscribedSchema = z.object({
  uid: z.string(),
  subscriptionId: z.string(),
  at: z.string(),
});

type Event<T extends string, S extends z.ZodType> = { type: T; data: z.infer<S> };
export type AlertArea = z.infer<typeof alertAreaSchema>;
export type AlertAreasSet = Event<'AlertAreasSet', typeof alertAreasSetSchema>;
export type AlertChannelsSet = Event<'AlertChannelsSet', typeof alertChannelsSetSchema>;
export type PushSubscribed = Event<'PushSubscribed', typeof pushSubscribedSchema>;
export type PushUnsubscribed = Event<'PushUnsubscribed', typeof pushUnsubscribedSchema>;
export type AlertEvent = AlertAreasSet | AlertChannelsSet | PushSubscribed | PushUnsubscribed;

export const alertPersonalFields = {
  AlertAreasSet: ['areas'],
  PushSubscribed: ['endpoint', 'keys'],
} as const satisfies Partial<Record<AlertEvent['type'], readonly string[]>>;
