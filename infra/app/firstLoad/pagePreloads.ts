import type { Logger } from 'pino';
import { CLIP_PAGE_COVER_SIZES } from '../../../events/coverImages.ts';
import { getClip } from '../../../query-api/queries/getClip.ts';
import type { SearchIndex } from '../../../query-api/ports/searchIndex.ts';
import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';
import type { PagePreloads } from '../../http/pwaFiles.ts';
import { coverPreload } from './coverPreload.ts';
import { searchPagePreloads } from './searchPagePreloads.ts';
import { routeChunkLinks } from './routeChunks.ts';

/** A clip page's address; its id as the API takes it. */
const CLIP_PAGE = /^\/video\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/;

/**
 * What each page announces with its `index.html` (`Link: rel=preload`): the chunks of the page a
 * link or a search engine most often opens first, a clip page's cover, and the
 * searches and first covers of the landing page and the unfiltered dashboard. A phone on a slow network then fetches them beside the app's script.
 */
export function pagePreloads(options: {
  pwaDir: string;
  db: SqlExecutor;
  index: SearchIndex;
  logger: Logger;
}): PagePreloads {
  const chunks = routeChunkLinks(options.pwaDir);
  const searchPages = searchPagePreloads(options);
  /**
   * A clip page's cover (shown whole: evidence is looked at closely). Not its details: their answer
   * depends on who asks (the owner's download, the seller's own clip), and a browser hands an
   * anonymous preload to the signed-in request of the same address.
   */
  const clipPage = async (clipId: string): Promise<string[]> => {
    try {
      const clip = await getClip(options.db, clipId, null);
      return clip?.thumbnail ? [coverPreload(clip.thumbnail, CLIP_PAGE_COVER_SIZES)] : [];
    } catch (error) {
      options.logger.warn({ err: error }, 'clip page preload: the cover could not be read');
      return [];
    }
  };
  return async (path, query) => {
    const clipId = CLIP_PAGE.exec(path)?.[1];
    // /login is the landing page with the sign-in modal open over it.
    const landingPath = /^\/login\/?$/.test(path) ? '/' : path;
    // What the first screen shows before the chunks of the page: on HTTP/1.1 the browser asks
    // the first six first, and the first paint (pwa/src/firstPaint) needs only the data and covers.
    return [
      ...(clipId ? await clipPage(clipId) : []),
      ...(await searchPages(landingPath, query)),
      ...chunks(path),
    ];
  };
}
