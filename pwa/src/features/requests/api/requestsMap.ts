/**
 * GET /requests/map?bbox=: the pins of open requests inside a viewport, rounded like the board's, as
 * the map view's pins (the price a pin names is what the requester offers). Without a chosen area
 * the whole of Thailand is asked for.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { THAILAND_BOUNDS } from '../../../lib/constants.ts';
import { requestKeys } from './requestKeys.ts';
import { lenientItems } from './requestSchema.ts';

export const THAILAND_BBOX = [
  THAILAND_BOUNDS.minLng,
  THAILAND_BOUNDS.minLat,
  THAILAND_BOUNDS.maxLng,
  THAILAND_BOUNDS.maxLat,
].join(',');

const pinSchema = z
  .object({
    requestId: z.string().optional(),
    id: z.string().optional(),
    lat: z.number(),
    lng: z.number(),
    maxPrice: z.number().optional().catch(undefined),
    price: z.number().optional().catch(undefined),
  })
  .refine((pin) => Boolean(pin.requestId ?? pin.id))
  .transform((pin) => ({
    id: (pin.requestId ?? pin.id)!,
    lat: pin.lat,
    lng: pin.lng,
    price: pin.maxPrice ?? pin.price ?? 0,
  }));
export type RequestPin = z.output<typeof pinSchema>;

/** The pins, as a bare list or under `pins` / `points` / `items`. */
const pinsSchema = z
  .union([
    z.array(z.unknown()),
    z
      .looseObject({
        pins: z.array(z.unknown()).optional(),
        points: z.array(z.unknown()).optional(),
        items: z.array(z.unknown()).optional(),
      })
      .transform((answer) => answer.pins ?? answer.points ?? answer.items ?? []),
  ])
  .pipe(lenientItems(pinSchema));

export function requestPins(bbox: string, signal?: AbortSignal): Promise<RequestPin[]> {
  return apiRequest('/requests/map', { query: { bbox }, schema: pinsSchema, signal });
}

export const requestPinsQueryOptions = (bbox: string = THAILAND_BBOX) =>
  queryOptions({
    queryKey: requestKeys.map(bbox),
    queryFn: ({ signal }) => requestPins(bbox, signal),
    placeholderData: keepPreviousData,
  });
