/**
 * GET /requests/{id}/matches (owner or admin): approved clips inside the circle and the window,
 * nearest first, then fewest minutes apart; `linked` when a seller sent the clip for this request.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';
import { requestKeys } from './requestKeys.ts';
import { lenientItems } from './requestSchema.ts';

const matchSchema = z.object({
  clipId: z.string().min(1),
  title: lenientText,
  /** The cover as the clip cards show it (WebP, with its JPEG). */
  thumbnail: lenientOptionalText,
  thumbnailJpg: lenientOptionalText,
  /** Baht. */
  price: z.number().nonnegative(),
  incidentDate: lenientOptionalText,
  incidentTime: lenientOptionalText,
  distanceM: z.number().nonnegative().catch(0),
  minutesApart: z.number().nonnegative().catch(0),
  linked: z.boolean().catch(false),
});
export type RequestMatch = z.output<typeof matchSchema>;

/** The matches as a bare list or under `matches` / `items`. */
const matchesSchema = z
  .union([
    z.array(z.unknown()),
    z
      .looseObject({ matches: z.array(z.unknown()).optional(), items: z.array(z.unknown()).optional() })
      .transform((answer) => answer.matches ?? answer.items ?? []),
  ])
  .pipe(lenientItems(matchSchema));

export function getMatches(requestId: string, signal?: AbortSignal): Promise<RequestMatch[]> {
  return apiRequest(`/requests/${encodeURIComponent(requestId)}/matches`, { schema: matchesSchema, signal });
}

export const matchesQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.matches(requestId),
    queryFn: ({ signal }) => getMatches(requestId, signal),
  });
