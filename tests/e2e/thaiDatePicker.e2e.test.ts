import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MS_PER_DAY } from '../../events/constants.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { DEV_PASSWORD, devAccounts } from '../../infra/app/dev/devAccounts.ts';
import { launchChromium, startE2eServer, storedBrowserState, type E2eServer } from '../fixtures/e2eServer.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';

const daysAgo = (days: number) => bangkokDay(new Date(Date.now() - days * MS_PER_DAY));
const toBuddhistYear = (year: number) => year + 543;
/** '18 พฤศจิกายน 2569': the picker's words for an ISO day, written independently with ICU. */
const thaiDay = (iso: string) =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
/** A word only these clips have, so other seeded clips do not change the counts. */
const KEYWORD = 'ทางด่วนศรีรัชชนท้าย';
const clips = {
  recent: { title: `${KEYWORD} สัปดาห์นี้`, eventDate: daysAgo(3) },
  // Six months back: found by default (evidence is searched long after), gone once a recent day is picked.
  old: { title: `${KEYWORD} หกเดือนก่อน`, eventDate: daysAgo(182) },
};

/** Set E2E_SCREENSHOTS=/some/dir to keep 390 px screenshots of each step. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/**
 * A buyer on a 390 px phone opens the search filter sheet, asks for a custom incident date, sees
 * the Buddhist-era year in the calendar, picks a day, and the sheet's live count and the results
 * follow that day.
 */
describe('Thai date picker in the phone filter sheet', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
    });
    const signIn = async (email: string) => {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEV_PASSWORD }),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    const seller = await signIn(devAccounts[0].email);
    const admin = await signIn(devAccounts[1].email);
    const call = async (method: string, url: string, token: string, body?: FormData) => {
      const res = await fetch(`${server.url}/api${url}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
        body,
      });
      const json = (await res.json()) as { success: boolean; data: { videoId: string } };
      if (!json.success) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
      return json.data;
    };
    for (const clip of Object.values(clips)) {
      const form = new FormData();
      for (const [field, value] of Object.entries({
        ...validUploadFields,
        ...clip,
        description: `เห็นทะเบียนชัดเจน ${clip.title}`,
        eventTime: '09:30',
      }))
        form.append(field, value);
      const video = uniqueMp4();
      form.append('videoFile', new Blob([video.bytes]), video.filename);
      const { videoId } = await call('POST', '/videos/upload', seller, form);
      await call('PUT', `/admin/videos/${videoId}/approve`, admin);
    }

    browser = await launchChromium();
    context = await browser.newContext({
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(storedBrowserState());
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

  it('finds the six-month-old incident by default', async () => {
    await page.goto(`${server.url}/dashboard?keyword=${encodeURIComponent(KEYWORD)}`);
    await page.getByText('พบ 2 คลิป').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: new RegExp(clips.old.title) }).waitFor();
    // No filter panel inline on a phone: one button opens the sheet.
    expect(await page.getByRole('search').count()).toBe(0);
    await shot(page, '1-dashboard');
  });

  it('picks a day with the Buddhist-era year and sees the results filtered by it', async () => {
    await page.getByRole('button', { name: /^ตัวกรอง/ }).click();
    const sheet = page.getByRole('dialog', { name: 'ตัวกรอง' });
    await sheet.waitFor();
    await sheet.getByRole('radio', { name: 'กำหนดเอง' }).check();
    await shot(page, '2-filter-sheet');

    await sheet.getByRole('button', { name: 'ตั้งแต่วันที่', exact: true }).click();
    const calendar = page.getByRole('dialog', { name: 'เลือกวันที่: ตั้งแต่วันที่' });
    await calendar.waitFor();
    const today = daysAgo(0);
    const year = String(toBuddhistYear(Number(today.slice(0, 4))));
    expect(await calendar.getByRole('combobox', { name: 'ปี พ.ศ.' }).inputValue()).toBe(year);
    expect(
      await calendar.getByRole('combobox', { name: 'ปี พ.ศ.' }).locator('option:checked').textContent(),
    ).toBe(year);
    // The sheet fits the phone: nothing sticks out sideways.
    expect(await overflow()).toBeLessThanOrEqual(0);
    const box = await calendar.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await shot(page, '3-date-picker');

    // The calendar opens on today; a week back by keyboard, then pick it.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    const picked = daysAgo(7);
    const from = sheet.getByRole('button', { name: 'ตั้งแต่วันที่', exact: true });
    expect(await from.textContent()).toContain(thaiDay(picked));
    expect(await from.textContent()).toContain(String(toBuddhistYear(Number(picked.slice(0, 4)))));

    const apply = sheet.getByRole('button', { name: 'ดูผลลัพธ์ 1 คลิป' });
    await apply.waitFor({ timeout: 20_000 });
    await shot(page, '4-sheet-count');
    await apply.click();
    await sheet.waitFor({ state: 'detached' });

    await page.getByText('พบ 1 คลิป').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('dateFrom')).toBe(picked);
    await page.getByRole('link', { name: new RegExp(clips.recent.title) }).waitFor();
    expect(await page.getByRole('link', { name: new RegExp(clips.old.title) }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'ตัวกรอง (2)' }).count()).toBe(1);
    await shot(page, '5-filtered');
  });

  it('the map view starts at its top and says when tiles cannot load', async () => {
    await page.getByRole('button', { name: 'แผนที่', exact: true }).click();
    const map = page.getByRole('region', { name: 'แผนที่ตำแหน่งคลิป' });
    await map.waitFor({ timeout: 30_000 });
    const top = (await map.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(844);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, '6-map');
  });
});
