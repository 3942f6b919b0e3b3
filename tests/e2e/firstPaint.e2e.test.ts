/**
 * The first paint (pwa/src/firstPaint, issue 17 first load): before the app's script has arrived,
 * the landing page, the unfiltered dashboard on a phone and a clip's page are drawn from their
 * first answer, in the same places the app then draws them, and the app takes that answer
 * instead of asking again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANDING_QUERIES, landingSearchPath } from '../../events/landingQueries.ts';
import { devAccounts } from '../../infra/app/dev/devAccounts.ts';
import {
  launchChromium,
  runScript,
  signInDev,
  startE2eServer,
  storedBrowserState,
  type DevSession,
  type E2eServer,
} from '../fixtures/e2eServer.ts';

const PHONE = { width: 390, height: 844 };
/** The app's own script (the first paint's is firstPaint-*.js). */
const APP_SCRIPT = /\/assets\/index-[^/]+\.js$/;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

describe('the first paint, before the app has arrived', () => {
  let server: E2eServer;
  let browser: Browser;
  let newest: { _id: string; title: string }[];
  let buyer: DevSession;

  beforeAll(async () => {
    server = await startE2eServer({
      beforeStart: (env) => runScript(['infra/app/dev/seed.ts', '--demo'], env).then(() => {}),
    });
    browser = await launchChromium();
    buyer = await signInDev(server, devAccounts[2].email);
    // The projector catches up on the demo clips just after the server starts.
    for (let attempt = 0; attempt < 60; attempt++) {
      const answer = (await (
        await fetch(`${server.url}${landingSearchPath(LANDING_QUERIES.latest)}`)
      ).json()) as {
        data: { videos: { _id: string; title: string }[] };
      };
      newest = answer.data.videos;
      if (newest.length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(newest.length).toBeGreaterThanOrEqual(2);
    // The clip page's two loads must draw the same answer: while its preview is being made, the
    // first load may show the "being made" notice and the second the finished player (a busy box
    // makes the demo previews for a minute or more after the start). So both wait until it is
    // made (or has failed).
    for (let attempt = 0; attempt < 240; attempt++) {
      const answer = (await (await fetch(`${server.url}/api/videos/${newest[0]!._id}`)).json()) as {
        data?: { preview?: { status?: string } };
      };
      if (['ready', 'failed'].includes(answer.data?.preview?.status ?? '')) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }, 480_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function phone(session?: DevSession): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      serviceWorkers: 'block',
    });
    await context.addInitScript(storedBrowserState(session));
    return context;
  }

  /** The page as the first paint leaves it: the app's script never arrives. */
  async function withoutTheApp(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto(`${server.url}${path}`);
    await page.locator('main.main[inert]').waitFor();
    return page;
  }

  /** The app's script arrives a second late, as on a slow network: the first paint comes first. */
  const appArrivesLate = (page: Page) =>
    page.route(APP_SCRIPT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });

  /** The page once the app has drawn it (and replaced the first paint). */
  async function withTheApp(context: BrowserContext, path: string, ready: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.locator(`main.main:not([inert]) ${ready}`).first().waitFor();
    return page;
  }

  const boxOf = async (page: Page, selector: string): Promise<Box> => {
    const box = await page.locator(`main.main ${selector}`).first().boundingBox();
    if (!box) throw new Error(`${selector} is not drawn`);
    return box;
  };

  // A string: the server-side tsconfig has no DOM types.
  const coverLoaded = (page: Page, selector: string) =>
    page.waitForFunction(
      `(() => { const image = document.querySelector(${JSON.stringify(`main.main ${selector}`)}); ` +
        'return image !== null && image.complete && image.naturalWidth > 0; })()',
    );

  it("draws the landing page's newest clips, covers loaded, inert and hidden from screen readers until the app comes", async () => {
    const context = await phone();
    const page = await withoutTheApp(context, '/');
    const main = page.locator('main.main');
    await expect(main.getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(main.locator('h1').textContent()).resolves.toBe('คลิปกล้องหน้ารถ หลักฐานที่คุณตามหา');
    const titles = await main.locator('.clip-card__title').allTextContents();
    expect(titles).toEqual(newest.map((clip) => clip.title));
    await coverLoaded(page, '.clip-card img');
    // The skeleton's loading status is still there for screen readers.
    await expect(page.getByRole('status', { name: 'กำลังโหลด' }).count()).resolves.toBe(1);
    await context.close();
  });

  for (const [path, ready, parts] of [
    [
      '/',
      '.clip-card',
      ['.landing-hero h1', '.landing-hero__search', '.landing-chips', '.clip-card', '.clip-card img'],
    ],
    ['/dashboard', '.clip-card', ['.search__header h1', '.search-toolbar', '.clip-card', '.clip-card img']],
  ] as const) {
    it(`draws ${path} where the app then draws it`, async () => {
      const context = await phone();
      const before = await withoutTheApp(context, path);
      await coverLoaded(before, '.clip-card img');
      const after = await withTheApp(context, path, ready);
      await coverLoaded(after, '.clip-card img');
      for (const part of parts) {
        const [drawn, app] = [await boxOf(before, part), await boxOf(after, part)];
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(drawn[side] - app[side]), `${path} ${part} ${side}`).toBeLessThanOrEqual(2);
        }
      }
      await expect(after.locator('main.main').count()).resolves.toBe(1);
      await context.close();
    });
  }

  /** The clip page's media drawn: its watermarked preview's player, or else its cover loaded. */
  const mediaDrawn = (page: Page) =>
    page.waitForFunction(
      `(() => { const media = document.querySelector('main.main .clip-detail__media'); ` +
        `if (!media) return false; if (media.querySelector('video')) return true; ` +
        `const image = media.querySelector('img'); return image !== null && image.complete && image.naturalWidth > 0; })()`,
    );

  it("draws a clip's page where the app draws it, and the app takes the first paint's answer", async () => {
    const clip = newest[0]!;
    const context = await phone(buyer);
    const before = await withoutTheApp(context, `/video/${clip._id}`);
    await expect(before.locator('main.main h1').textContent()).resolves.toBe(clip.title);
    await mediaDrawn(before);

    const asked: string[] = [];
    const page = await context.newPage();
    await appArrivesLate(page);
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/videos/${clip._id}`)
        asked.push(request.url());
    });
    await page.goto(`${server.url}/video/${clip._id}`);
    await page.locator('main.main:not([inert]) .clip-detail__title').waitFor();
    await mediaDrawn(page);
    for (const part of ['.back-link', '.clip-detail__media', '.clip-detail__title']) {
      const [drawn, app] = [await boxOf(before, part), await boxOf(page, part)];
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(drawn[side] - app[side]), `clip page ${part} ${side}`).toBeLessThanOrEqual(2);
      }
    }
    // Asked once, with the buyer's session: the app used the first paint's answer.
    expect(asked).toHaveLength(1);
    await context.close();
  });

  it("asks the landing page's search once: the app takes the answer the first paint read", async () => {
    const context = await phone();
    const page = await context.newPage();
    await appArrivesLate(page);
    const searched: string[] = [];
    const latest = landingSearchPath(LANDING_QUERIES.latest);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (`${url.pathname}${url.search}` === latest) searched.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await page.locator('main.main:not([inert]) .clip-card').first().waitFor();
    expect(searched).toHaveLength(1);
    await context.close();
  });
});
