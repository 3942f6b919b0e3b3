/**
 * GET /videos with the dashboard's filters (docs/api.md, Search): one page of clips on sale, the
 * total, and the facet counts for the filter panel. The clip's own schema and card belong to the
 * clips feature; the route hands them in (features do not import each other).
 */
import { queryOptions } from '@tanstack/react-query';
import type { $ZodType } from 'zod/v4/core';
// zod/mini, not classic zod: the landing page reads its clips through this module at start.
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiQuery } from '../searchParams.ts';

/** What search needs of a clip, whatever else the clips feature reads. */
export interface SearchClip {
  _id: string;
  status: string;
}

const facetEntry = z.object({ value: z.string(), count: z.number() });
const facetList = z.catch(z.array(facetEntry), []);
export const facetsSchema = z.object({
  province: z._default(facetList, []),
  category: z._default(facetList, []),
  vehicleType: z._default(facetList, []),
  /** Some counts are estimates from a sample of the matches (rounded); absent when all are exact. */
  approximate: z.catch(z.optional(z.boolean()), undefined),
});
export type Facets = z.infer<typeof facetsSchema>;
export type FacetCounts = Record<string, number>;

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
  /** More clips match than the search answers (its result window). */
  totalCountCapped: z.catch(z.optional(z.boolean()), undefined),
});

/** The clips feature's schema of a clip, handed in by the route: any zod schema, classic or zod/mini. */
export type ClipSchema<TClip> = $ZodType<TClip>;

export interface SearchResult<TClip> {
  videos: TClip[];
  pagination: z.infer<typeof paginationSchema>;
  facets: Facets | null;
  /** The spelling searched instead when the keyword as typed found nothing. */
  correctedSearch: string | null;
  /** No clip has the keyword's words: these clips have a similar spelling. */
  similarSpelling: boolean;
}

/**
 * One odd clip is left out rather than failing the page, and only approved clips are listed
 * (spec §2: others are filtered out on the client).
 */
export function searchResultSchema<TClip extends SearchClip>(clip: ClipSchema<TClip>) {
  return z.pipe(
    z.object({
      videos: z.array(z.unknown()),
      pagination: paginationSchema,
      facets: z.catch(z.nullish(facetsSchema), null),
      correctedSearch: z.catch(z.nullish(z.string()), null),
      similarSpelling: z.catch(z.nullish(z.boolean()), null),
    }),
    z.transform(({ videos, pagination, facets, correctedSearch, similarSpelling }): SearchResult<TClip> => ({
      videos: videos.flatMap((video) => {
        const parsed = z.safeParse(clip, video);
        return parsed.success && parsed.data.status === 'approved' ? [parsed.data] : [];
      }),
      pagination,
      facets: facets ?? null,
      correctedSearch: correctedSearch ?? null,
      similarSpelling: similarSpelling === true,
    })),
  );
}

export function searchVideos<TClip extends SearchClip>(
  query: ApiQuery,
  clip: ClipSchema<TClip>,
  signal?: AbortSignal,
): Promise<SearchResult<TClip>> {
  return apiRequest('/videos', { query, schema: searchResultSchema(clip), signal });
}

export const searchKeys = {
  all: ['search'] as const,
  videos: (query: ApiQuery) => [...searchKeys.all, 'videos', query] as const,
  map: (query: ApiQuery) => [...searchKeys.all, 'map', query] as const,
  suggest: (q: string) => [...searchKeys.all, 'suggest', q] as const,
  provinces: () => [...searchKeys.all, 'provinces'] as const,
  districts: (provinceId: number) => [...searchKeys.all, 'districts', provinceId] as const,
  ping: () => [...searchKeys.all, 'ping'] as const,
};

export const searchVideosQueryOptions = <TClip extends SearchClip>(
  query: ApiQuery,
  clip: ClipSchema<TClip>,
) =>
  queryOptions({
    queryKey: searchKeys.videos(query),
    queryFn: ({ signal }) => searchVideos(query, clip, signal),
  });

/** Facet list → value → count, for the option labels. */
export function facetCounts(list: readonly { value: string; count: number }[] | undefined): FacetCounts {
  return Object.fromEntries((list ?? []).map(({ value, count }) => [value, count]));
}
