/**
 * A clip's cover in a list: its 640-wide thumbnail where that is sharp enough, the cover itself
 * where the screen needs more. Shared by the PWA's cards and the server, which announces the first
 * covers of the landing page with the same choice (`Link: rel=preload; imagesrcset`).
 */
import { COVER_MAX_WIDTH, COVER_THUMB_WIDTH } from './constants.ts';

const COVER_URL = /^(\/api\/media\/images\/[^/]+)\.(webp|jpg)$/;

/** A cover's srcset (thumbnail, then the cover), or null for an address that is not a cover's. */
export function coverSrcSet(coverUrl: string): string | null {
  const match = COVER_URL.exec(coverUrl);
  if (!match || match[1]!.endsWith('-thumb')) return null;
  return `${match[1]}-thumb.${match[2]} ${COVER_THUMB_WIDTH}w, ${coverUrl} ${COVER_MAX_WIDTH}w`;
}

/**
 * How wide a card's cover is drawn (`.clip-grid` in styles.css: columns of at least 240 px, 16 px
 * apart, in a page with 16 px margins): one column, the screen less its margins, up to 527 px;
 * beyond that two or more columns, none wider than 367 px.
 */
export const CLIP_CARD_COVER_SIZES = '(max-width: 527px) calc(100vw - 32px), 367px';

/**
 * How wide a clip page draws its cover (`.clip-detail__media`, clips.css): the screen less its
 * 16 px margins below 900 px, beside the 320 px buy panel above (at most 1200 px of page), so a
 * phone takes the thumbnail and a laptop the cover itself.
 */
export const CLIP_PAGE_COVER_SIZES = '(max-width: 899px) calc(100vw - 32px), 824px';
