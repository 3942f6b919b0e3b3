import type { Router } from 'express';
import { MAP_POINTS_MAX } from '../../events/constants.ts';
import { toBaht } from '../../events/money.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { ThaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { SearchUnavailableError, type SearchIndex } from '../ports/searchIndex.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { searchTexts } from './messages/searchTexts.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { searchApprovedClips } from '../queries/searchApprovedClips.ts';
import { suggestSearch } from '../queries/suggestSearch.ts';
import { resolveSearchFilters } from '../search/resolveSearchFilters.ts';
import { mapQuery, searchQuery, suggestQuery } from './searchQuerySchema.ts';

/** How long a buyer is told to wait when the search engine is down. */
const SEARCH_RETRY_AFTER_SECONDS = 5;

/** The engine behind the index is down: a Thai 503 with Retry-After, not a 500. */
async function askIndex<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof SearchUnavailableError)
      throw new ApiError(503, 'SEARCH_UNAVAILABLE', searchTexts.unavailable, undefined, {
        retryAfterSeconds: SEARCH_RETRY_AFTER_SECONDS,
      });
    throw error;
  }
}

/** Search and browse of clips on sale (docs/api.md, Search): the list, the map's pins and typeahead. */
export function searchRoutes(
  router: Router,
  registry: OpenApiRegistry,
  db: SqlExecutor,
  index: SearchIndex,
  locations: ThaiLocations,
  now: () => Date = () => new Date(),
): void {
  for (const path of ['/videos', '/search/videos']) {
    defineRoute(router, registry, {
      method: 'get',
      path,
      summary:
        'Approved clips searched (Thai-aware keyword), filtered by place, category, vehicle, price, incident date and time, map viewport or radius, sorted and paged, with facet counts on request',
      access: 'public',
      query: searchQuery,
      async handle({ query: { test, ...request } }) {
        // The dashboard's connectivity check (spec §7) answers without touching the index.
        if (test) return { data: { ok: true } };
        const params = resolveSearchFilters(request, bangkokDay(now()));
        return { data: await askIndex(() => searchApprovedClips(db, index, params)) };
      },
    });
  }

  defineRoute(router, registry, {
    method: 'get',
    path: '/search/map',
    summary: `Every matching clip's pin for the map view (at most ${MAP_POINTS_MAX}), with the same filters as the list`,
    access: 'public',
    query: mapQuery,
    async handle({ query }) {
      const { points, total } = await askIndex(() =>
        index.mapPoints(resolveSearchFilters(query, bangkokDay(now())), MAP_POINTS_MAX),
      );
      const truncated = total > points.length;
      return {
        data: {
          points: points.map(({ id, lat, lng, priceSatang }) => ({
            id,
            lat,
            lng,
            price: toBaht(priceSatang),
          })),
          totalCount: truncated ? points.length : total,
          truncated,
        },
      };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/search/suggest',
    summary: 'Typeahead: clip titles with a word starting with what was typed, then provinces and districts',
    access: 'public',
    query: suggestQuery,
    async handle({ query }) {
      return { data: { suggestions: await askIndex(() => suggestSearch(index, locations, query.q)) } };
    },
  });
}
