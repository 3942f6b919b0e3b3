import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEV_PASSWORD, devAccounts } from '../../infra/app/dev/devAccounts.ts';
import { launchChromium, startE2eServer, storedBrowserState, type E2eServer } from '../fixtures/e2eServer.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';

/** A Bangkok calendar day `days` before today (the dashboard shows the last 30 days by default). */
function bangkokDaysAgo(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

const clips = {
  asok: {
    title: 'รถเก๋งชนท้ายกระบะ แยกอโศก',
    category: 'car_car',
    province: 'กรุงเทพมหานคร',
    district: 'วัฒนา',
    latitude: '13.7370',
    longitude: '100.5600',
    price: '800',
  },
  siam: {
    title: 'มอเตอร์ไซค์ฝ่าไฟแดงชนรถเก๋ง สยาม',
    category: 'car_motorcycle',
    province: 'กรุงเทพมหานคร',
    district: 'ปทุมวัน',
    latitude: '13.7446',
    longitude: '100.5403',
    price: '650',
  },
  korat: {
    title: 'รถบรรทุกเบียดรถเก๋ง ถนนมิตรภาพ',
    category: 'car_truck',
    province: 'นครราชสีมา',
    district: 'เมืองนครราชสีมา',
    latitude: '14.9700',
    longitude: '102.1000',
    price: '1200',
  },
};

/**
 * A buyer looking for evidence: a keyword link finds the clip, a category filter narrows the list
 * and lands in the URL, the back button brings the earlier results back, the map shows the clips as
 * clustered pins with a popup, "search this area" narrows to the viewport, and the landing page's
 * province counts lead to the dashboard with that province.
 */
describe('search journey: keyword → filter → back → map → landing', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ids: Record<string, string> = {};

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
    const call = async (method: string, path: string, token: string, body?: FormData) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
        body,
      });
      const json = (await res.json()) as { success: boolean; data: { videoId: string } };
      if (!json.success) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
      return json.data;
    };
    for (const [name, clip] of Object.entries(clips)) {
      const form = new FormData();
      for (const [field, value] of Object.entries({
        ...validUploadFields,
        ...clip,
        description: `เห็นทะเบียนชัดเจน ${clip.title}`,
        eventDate: bangkokDaysAgo(2),
        eventTime: '18:20',
        subDistrict: '',
        address: '',
        tags: '',
      }))
        form.append(field, value);
      const video = uniqueMp4();
      form.append('videoFile', new Blob([video.bytes]), video.filename);
      const { videoId } = await call('POST', '/videos/upload', seller, form);
      await call('PUT', `/admin/videos/${videoId}/approve`, admin);
      ids[name] = videoId;
    }

    browser = await launchChromium();
    context = await browser.newContext({ locale: 'th-TH', viewport: { width: 1280, height: 900 } });
    // Consent already given, so the banner does not cover the results.
    await context.addInitScript(storedBrowserState());
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const card = (title: string) => page.getByRole('link', { name: new RegExp(title) });
  const search = () => new URL(page.url()).searchParams;

  it('a keyword link finds the right clip', async () => {
    await page.goto(`${server.url}/dashboard?keyword=${encodeURIComponent('ชนท้าย')}`);
    await card(clips.asok.title).waitFor({ timeout: 20_000 });
    await page.getByText('พบ 1 คลิป').waitFor();
    expect(await card(clips.siam.title).count()).toBe(0);
    expect(await card(clips.korat.title).count()).toBe(0);
  });

  it('the presets keyword and province combine', async () => {
    await page.goto(
      `${server.url}/dashboard?keyword=${encodeURIComponent('รถเก๋ง')}&province=${encodeURIComponent('กรุงเทพมหานคร')}`,
    );
    await page.getByText('พบ 2 คลิป').waitFor({ timeout: 20_000 });
    expect(await card(clips.korat.title).count()).toBe(0);
    expect(await page.getByLabel('จังหวัด').inputValue()).toBe('กรุงเทพมหานคร');
  });

  it('a category filter changes the URL, and back restores the previous results', async () => {
    await page.goto(`${server.url}/dashboard?keyword=${encodeURIComponent('รถเก๋ง')}`);
    await page.getByText('พบ 3 คลิป').waitFor({ timeout: 20_000 });
    await page.getByLabel('ประเภทเหตุการณ์').selectOption('car_truck');
    await page.waitForURL((url) => url.searchParams.get('category') === 'car_truck');
    await page.getByText('พบ 1 คลิป').waitFor();
    await card(clips.korat.title).waitFor();
    expect(await card(clips.asok.title).count()).toBe(0);
    expect(search().get('keyword')).toBe('รถเก๋ง');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('category'));
    await page.getByText('พบ 3 คลิป').waitFor();
    await card(clips.asok.title).waitFor();
    expect(await page.getByLabel('ประเภทเหตุการณ์').inputValue()).toBe('');
  });

  it('the map view shows clustered pins, a popup, and can search the visible area', async () => {
    await page.goto(`${server.url}/dashboard?keyword=${encodeURIComponent('รถเก๋ง')}`);
    await page.getByText('พบ 3 คลิป').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'แผนที่' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'map');
    const markers = page.locator('.search-map__pin, .search-map__cluster');
    await markers.first().waitFor({ timeout: 20_000 });
    // The map fits all three; the two Bangkok clips (2 km apart) share one bubble.
    const cluster = page.locator('.search-map__cluster');
    await cluster.first().waitFor();
    expect(await cluster.first().textContent()).toBe('2');
    expect(await page.locator('.search-map__pin').count()).toBe(1);

    await cluster.first().click();
    // Polled from here: a string predicate in the page would need eval, which its CSP forbids.
    await expect
      .poll(() => page.locator('.search-map__pin').count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);

    await page.locator('.search-map__pin[title="฿800"]').click();
    const popup = page.locator('.search-popup');
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByRole('heading', { name: clips.asok.title }).waitFor();
    expect(await popup.textContent()).toContain('฿800');
    expect(await popup.getByRole('link', { name: 'ดูรายละเอียดคลิป' }).getAttribute('href')).toBe(
      `/video/${ids.asok}`,
    );
    await page.locator('.leaflet-popup-close-button').click();

    // The buyer drags the map: "search this area" puts the viewport into the URL.
    const box = (await page.locator('.search-map__leaflet').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'ค้นหาในพื้นที่นี้' }).click();
    await page.waitForURL((url) => url.searchParams.has('bbox'));
    expect(search().get('bbox')!.split(',')).toHaveLength(4);
    await page.getByRole('button', { name: 'ล้างการค้นหาตามพื้นที่' }).click();
    await page.waitForURL((url) => !url.searchParams.has('bbox'));
  });

  it('the landing page searches and its province counts lead to the dashboard', async () => {
    await page.goto(server.url);
    await card(clips.korat.title).waitFor({ timeout: 20_000 });
    const korat = page.getByRole('link', { name: 'นครราชสีมา 1 คลิป' });
    await korat.waitFor();
    await korat.click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard' && url.searchParams.get('province') === 'นครราชสีมา',
    );
    await page.getByText('พบ 1 คลิป').waitFor({ timeout: 20_000 });
    await card(clips.korat.title).waitFor();

    await page.goto(server.url);
    await page.getByRole('searchbox', { name: 'ค้นหาคลิป' }).fill('ฝ่าไฟแดง');
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'ฝ่าไฟแดง');
    await card(clips.siam.title).waitFor({ timeout: 20_000 });
  });
});
