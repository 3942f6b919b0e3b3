/**
 * The first paint (issue 17, first load; run by main.ts). On a phone on a slow network the app's
 * script arrives seconds after the page: until then index.html shows only the header and grey
 * cards. This small script, loaded beside it (vite.config.ts builds it apart from the app, as one
 * classic script), asks what the first screen of the most visited pages shows — the landing
 * page's newest clips (/, and /login, which opens over it), the unfiltered dashboard's first page
 * on a phone, a clip's details — and draws that screen from the answer, covers included, as the
 * app will draw it. The app then replaces it, and takes the answer instead of asking again (same
 * address, same headers: lib/earlyAnswers.ts). Drawn inert: nothing in it responds before the app
 * does.
 */
import {
  LANDING_PRELOADED_COVERS,
  LANDING_QUERIES,
  landingSearchPath,
} from '../../../events/landingQueries.ts';
import { clipCardMarkup, readCardClip } from '../features/clips/firstPaint/clipCardMarkup.ts';
import { clipPageMarkup, readPageClip } from '../features/clips/firstPaint/clipPageMarkup.ts';
import { dashboardMarkup, landingMarkup } from '../features/search/firstPaint/searchPageMarkup.ts';
import { PHONE_QUERY } from '../features/search/phoneLayout.ts';
import { apiHeaders } from '../lib/apiHeaders.ts';
import { askEarly } from '../lib/earlyAnswers.ts';

/** A page drawn here: the API address its first screen comes from, and that screen from the answer. */
export interface FirstPage {
  url: string;
  markup: (answer: unknown) => string | null;
}

interface SearchAnswer {
  videos: unknown[];
  total: { count: number; capped: boolean };
}

const CLIP_PAGE = /^\/video\/([^/]+)\/?$/;

/** `{ success: true, data: { videos, pagination } }` (docs/api.md, Search), or null. */
export function readSearchAnswer(json: unknown): SearchAnswer | null {
  const data = (json as { data?: unknown } | null)?.data as
    { videos?: unknown; pagination?: { totalCount?: unknown; totalCountCapped?: unknown } } | undefined;
  if (!data || !Array.isArray(data.videos) || typeof data.pagination?.totalCount !== 'number') return null;
  return {
    videos: data.videos,
    total: { count: data.pagination.totalCount, capped: data.pagination.totalCountCapped === true },
  };
}

/** The answer's clips as cards; the first ones' covers load at once (the server announced them). */
function cardsOf(answer: SearchAnswer): string[] {
  return answer.videos
    .map(readCardClip)
    .filter((clip) => clip !== null)
    .map((clip, position) => clipCardMarkup(clip, position < LANDING_PRELOADED_COVERS));
}

/** The page this address opens, when it is one drawn here. */
export function firstPageOf(path: string, query: string, isPhone: boolean): FirstPage | null {
  if (/^\/(login\/?)?$/.test(path)) {
    return {
      url: landingSearchPath(LANDING_QUERIES.latest),
      markup: (json) => {
        const answer = readSearchAnswer(json);
        return answer && landingMarkup(cardsOf(answer));
      },
    };
  }
  // Wider screens show the filters beside the results, which only the app draws.
  if (/^\/dashboard\/?$/.test(path) && query === '' && isPhone) {
    return {
      url: landingSearchPath(LANDING_QUERIES.dashboard),
      markup: (json) => {
        const answer = readSearchAnswer(json);
        return answer && dashboardMarkup(cardsOf(answer), answer.total);
      },
    };
  }
  const clipId = CLIP_PAGE.exec(path)?.[1];
  if (clipId) {
    return {
      url: `/api/videos/${encodeURIComponent(decodeURIComponent(clipId))}`,
      markup: (json) => {
        const clip = readPageClip(json);
        return clip && clipPageMarkup(clip);
      },
    };
  }
  return null;
}

/** Draws the first screen of the page the browser opened, when it is one drawn here. */
export async function paintFirstPage(): Promise<void> {
  const boot = document.querySelector<HTMLElement>('#root > .boot-main');
  const page = firstPageOf(location.pathname, location.search.slice(1), matchMedia(PHONE_QUERY).matches);
  if (!boot || !page) return;
  const response = await askEarly(page.url, apiHeaders());
  if (!response.ok) return;
  const markup = page.markup(await response.json());
  // The app may have drawn the page already (a fast network): then it is left alone.
  if (markup === null || !boot.isConnected) return;
  const main = document.createElement('main');
  main.className = 'main';
  main.inert = true;
  main.setAttribute('aria-hidden', 'true');
  main.innerHTML = markup;
  // The skeleton's "loading" status stays for screen readers until the app is there.
  boot.replaceChildren();
  boot.className = 'visually-hidden';
  boot.after(main);
}
