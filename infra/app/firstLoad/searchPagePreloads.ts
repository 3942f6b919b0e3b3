import type { Logger } from 'pino';
import { CLIP_CARD_COVER_SIZES } from '../../../events/coverImages.ts';
import {
  LANDING_PRELOADED_COVERS,
  LANDING_QUERIES,
  landingSearchParams,
  landingSearchPath,
} from '../../../events/landingQueries.ts';
import { bangkokDay } from '../../../events/time/bangkokDay.ts';
import type { SearchIndex } from '../../../query-api/ports/searchIndex.ts';
import { searchApprovedClips } from '../../../query-api/queries/searchApprovedClips.ts';
import { searchQuery } from '../../../query-api/routes/searchQuerySchema.ts';
import { resolveSearchFilters } from '../../../query-api/search/resolveSearchFilters.ts';
import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';
import { coverPreload } from './coverPreload.ts';

/** The covers announced are looked up again at most this often; a newer clip waits this long. */
export const SEARCH_PAGE_PRELOAD_REFRESH_MS = 30_000;

type SearchQuery = (typeof LANDING_QUERIES)[keyof typeof LANDING_QUERIES];

/**
 * The pages whose first screen is clip cards from fixed searches: the searches they make, and the
 * one whose first covers show above the fold. The dashboard only without a filter (a filter is
 * another search).
 */
const SEARCH_PAGES: { path: RegExp; anyQuery: boolean; searches: SearchQuery[]; covers: SearchQuery }[] = [
  {
    path: /^\/$/,
    anyQuery: true,
    searches: [LANDING_QUERIES.latest, LANDING_QUERIES.counts],
    covers: LANDING_QUERIES.latest,
  },
  {
    path: /^\/dashboard\/?$/,
    anyQuery: false,
    searches: [LANDING_QUERIES.dashboard],
    covers: LANDING_QUERIES.dashboard,
  },
];

const searchLink = (query: SearchQuery) =>
  `<${landingSearchPath(query)}>; rel=preload; as=fetch; crossorigin=anonymous`;

/**
 * What a first visit to the landing page or the dashboard needs before its script has run
 * (issue 17, first load): its searches and the covers above the fold, announced with index.html
 * as `Link: rel=preload` so a phone fetches them beside the script. The covers are those the
 * page's own search finds, remembered for SEARCH_PAGE_PRELOAD_REFRESH_MS; when the lookup fails the
 * searches are still announced.
 */
export function searchPagePreloads(options: {
  db: SqlExecutor;
  index: SearchIndex;
  logger: Logger;
  now?: () => Date;
}): (path: string, query: string) => Promise<string[]> {
  const now = options.now ?? (() => new Date());
  const covers = new Map<SearchQuery, { links: string[]; at: number }>();
  const pending = new Map<SearchQuery, Promise<string[]>>();

  async function lookUpCovers(query: SearchQuery): Promise<string[]> {
    const { test: _test, ...request } = searchQuery.parse(landingSearchParams(query));
    const { videos } = await searchApprovedClips(
      options.db,
      options.index,
      resolveSearchFilters(request, bangkokDay(now())),
    );
    return videos
      .slice(0, LANDING_PRELOADED_COVERS)
      .flatMap((video) => (video.thumbnail ? [coverPreload(video.thumbnail, CLIP_CARD_COVER_SIZES)] : []));
  }

  async function currentCovers(query: SearchQuery): Promise<string[]> {
    const at = now().getTime();
    const known = covers.get(query);
    if (known && at - known.at < SEARCH_PAGE_PRELOAD_REFRESH_MS) return known.links;
    let lookup = pending.get(query);
    if (!lookup) {
      lookup = lookUpCovers(query)
        .then((links) => {
          covers.set(query, { links, at });
          return links;
        })
        .catch((error: unknown) => {
          options.logger.warn({ err: error }, 'page preload: the first covers could not be read');
          return covers.get(query)?.links ?? [];
        })
        .finally(() => pending.delete(query));
      pending.set(query, lookup);
    }
    return lookup;
  }

  return async (path, query) => {
    const page = SEARCH_PAGES.find((candidate) => candidate.path.test(path));
    if (!page || (!page.anyQuery && query !== '')) return [];
    return [...page.searches.map(searchLink), ...(await currentCovers(page.covers))];
  };
}
