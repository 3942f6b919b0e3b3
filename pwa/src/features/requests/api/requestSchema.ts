/**
 * A footage request as the API answers it (issue 22): the board's items, a request's page and the
 * owner's list share this shape. Read leniently: an odd field falls back, an odd item is left out of
 * a list rather than hiding it, an unknown status reads as closed (never offered to drivers).
 */
import { z } from 'zod';
import { REQUEST_STATUSES, VEHICLE_TYPES } from '../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const count = z.number().int().nonnegative().catch(0);

const placeSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  radiusM: z.number().positive(),
  province: lenientText,
  district: lenientText,
  subDistrict: lenientText,
  address: lenientText,
});

const whenSchema = z.object({
  incidentDate: z.string(),
  timeFrom: z.string(),
  timeTo: z.string(),
});

export const requestSchema = z.object({
  requestId: z.string().min(1),
  title: lenientText,
  description: lenientText,
  place: placeSchema,
  when: whenSchema,
  vehicleTypes: z
    .array(z.string())
    .catch([])
    .transform((types) =>
      types.filter((type): type is (typeof VEHICLE_TYPES)[number] =>
        (VEHICLE_TYPES as readonly string[]).includes(type),
      ),
    ),
  /** Baht. */
  maxPrice: z.number().nonnegative(),
  requester: z.object({ alias: lenientText }).catch({ alias: '' }),
  openedAt: lenientText,
  expiresAt: lenientText,
  status: z.enum(REQUEST_STATUSES).catch('closed'),
  matchCount: count,
  /** Only when the board was asked with the visitor's position. */
  distanceKm: z.number().nonnegative().nullish().catch(null),
  /** Only on a request's own page, for its owner. */
  isOwner: z.boolean().catch(false),
  removalReason: lenientOptionalText,
});
export type FootageRequest = z.output<typeof requestSchema>;

/** Items of a list, each parsed on its own: one odd item is left out, not the whole list. */
export const lenientItems = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown()).transform((items) =>
    items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );

/**
 * A page of a list: the items (under `items`, or the list's own name), and where it stands — the
 * `pagination` the other lists send, or `total`, `page` and `limit` beside the items.
 */
export const pagedListSchema = <T extends z.ZodType>(item: T, name: string) =>
  z
    .looseObject({
      items: z.array(z.unknown()).optional(),
      total: z.number().int().nonnegative().optional().catch(undefined),
      page: z.number().int().positive().optional().catch(undefined),
      limit: z.number().int().positive().optional().catch(undefined),
      pagination: z
        .object({ page: z.number(), limit: z.number(), totalCount: z.number(), totalPages: z.number() })
        .optional()
        .catch(undefined),
    })
    .transform((answer) => {
      const raw = answer.items ?? (answer as Record<string, unknown>)[name];
      const items = lenientItems(item).parse(Array.isArray(raw) ? raw : []);
      const page = answer.pagination?.page ?? answer.page ?? 1;
      const limit = answer.pagination?.limit ?? answer.limit ?? Math.max(items.length, 1);
      const total = answer.pagination?.totalCount ?? answer.total ?? items.length;
      const totalPages = answer.pagination?.totalPages ?? Math.max(1, Math.ceil(total / limit));
      return { items, total, page, limit, totalPages };
    });
export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}
