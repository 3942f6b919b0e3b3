import type { Logger } from 'pino';
import {
  LANDING_PRELOADED_COVERS,
  LANDING_QUERIES,
  landingSearchParams,
  landingSearchPath,
} from '../../../events/landingQueries.ts';
import { CLIP_CARD_COVER_SIZES, coverSrcSet } from '../../../events/coverImages.ts';
import { bangkokDay } from '../../../events/time/bangkokDay.ts';
import type { SearchIndex } from '../../../query-api/ports/searchIndex.ts';
import { searchApprovedClips } from '../../../query-api/queries/searchApprovedClips.ts';
import { searchQuery } from '../../../query-api/routes/searchQuerySchema.ts';
import { resolveSearchFilters } from '../../../query-api/search/resolveSearchFilters.ts';
import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';

/** The covers announced are looked up again at most this often; a newer clip waits this long. */
export const LANDING_PRELOAD_REFRESH_MS = 30_000;

/** `Link` header values: the landing's searches, then its first covers. */
const searchLinks = Object.values(LANDING_QUERIES).map(
  (query) => `<${landingSearchPath(query)}>; rel=preload; as=fetch; crossorigin=anonymous`,
);
/** A card's cover, with the choice between its thumbnail and itself the card's <source> offers. */
const coverLink = (url: string) => {
  const srcSet = coverSrcSet(url);
  const choice = srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${CLIP_CARD_COVER_SIZES}"` : '';
  return `<${url}>; rel=preload; as=image; type="image/webp"${choice}`;
};

/**
 * What a first visit to the landing page needs before its script has run (issue 17, first load):
 * its two searches and the covers above the fold, announced with index.html as `Link: rel=preload`
 * so a phone fetches them beside the script. The covers are the newest clips' as the landing's own
 * search finds them, remembered for LANDING_PRELOAD_REFRESH_MS; when the lookup fails the
 * searches are still announced.
 */
export function landingPreloads(options: {
  db: SqlExecutor;
  index: SearchIndex;
  logger: Logger;
  now?: () => Date;
}): (path: string) => Promise<string[]> {
  const now = options.now ?? (() => new Date());
  let covers: { links: string[]; at: number } | null = null;
  let pending: Promise<string[]> | null = null;

  async function lookUpCovers(): Promise<string[]> {
    const { test: _test, ...request } = searchQuery.parse(landingSearchParams(LANDING_QUERIES.latest));
    const { videos } = await searchApprovedClips(
      options.db,
      options.index,
      resolveSearchFilters(request, bangkokDay(now())),
    );
    return videos
      .slice(0, LANDING_PRELOADED_COVERS)
      .flatMap((video) => (video.thumbnail ? [coverLink(video.thumbnail)] : []));
  }

  async function currentCovers(): Promise<string[]> {
    const at = now().getTime();
    if (covers && at - covers.at < LANDING_PRELOAD_REFRESH_MS) return covers.links;
    pending ??= lookUpCovers()
      .then((links) => {
        covers = { links, at };
        return links;
      })
      .catch((error: unknown) => {
        options.logger.warn({ err: error }, 'landing preload: the newest covers could not be read');
        return covers?.links ?? [];
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return async (path) => (path === '/' ? [...searchLinks, ...(await currentCovers())] : []);
}
