import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEV_PASSWORD, devAccounts } from '../../infra/app/dev/devAccounts.ts';
import { watchCspViolations } from '../fixtures/cspViolations.ts';
import { launchChromium, startE2eServer, type E2eServer } from '../fixtures/e2eServer.ts';
import { validUploadFields, videoFixture } from '../fixtures/uploads.ts';

describe('the built marketplace in headless Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let clip: { id: string; title: string };
  let cspViolations: string[] = [];

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
      return { token: ((await res.json()) as { data: { token: string } }).data.token };
    };
    const tokens = {
      seller: await signIn(devAccounts[0].email),
      admin: await signIn(devAccounts[1].email),
    };

    const api = async (method: string, url: string, token: string, body?: object | FormData) => {
      const res = await fetch(`${server.url}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as { success: boolean; data: { videoId: string } };
      if (!json.success) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
      return json.data;
    };
    const title = 'รถตู้ฝ่าไฟแดงชนจักรยานยนต์ แยกราชประสงค์';
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...validUploadFields,
      title,
      description: 'เห็นทะเบียนชัดเจน',
      category: 'car_motorcycle',
      eventDate: '2026-11-19',
      eventTime: '18:20',
      province: 'กรุงเทพมหานคร',
      district: 'ปทุมวัน',
      subDistrict: '',
      address: '',
      tags: '',
      latitude: '13.7446',
      longitude: '100.5403',
      price: '650',
    }))
      form.append(name, value);
    form.append('videoFile', new Blob([await readFile(videoFixture('clip-3s.mp4'))]), 'clip.mp4');
    const { videoId } = await api('POST', '/videos/upload', tokens.seller.token, form);
    await api('PUT', `/admin/videos/${videoId}/approve`, tokens.admin.token);
    clip = { id: videoId, title };

    browser = await launchChromium();
    context = await browser.newContext({ locale: 'th-TH' });
    cspViolations = await watchCspViolations(context);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('home loads and lists the approved clip; its card opens /video/{id}', async () => {
    const page = await context.newPage();
    await page.goto(server.url);
    const card = page.getByRole('link', { name: new RegExp(clip.title) }).first();
    await card.waitFor({ timeout: 20_000 });
    await card.click();
    await page.waitForURL(`**/video/${clip.id}`);
    await page.getByRole('heading', { name: clip.title }).waitFor();
    expect(await page.textContent('body')).toContain('฿650');
    await page.close();
  });

  it('an unknown path shows the Thai 404 page with a way home', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText('ไม่พบหน้าที่ค้นหา').waitFor();
    await page.close();
  });

  it('after one visit the app shell reloads offline', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    // (page functions are passed as strings: this file is type-checked without DOM types)
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    // a reload makes the now-active worker control the page
    await page.reload();
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 20_000 })
      .toBe(true);
    await context.setOffline(true);
    try {
      await page.reload();
      await page.locator('nav').first().waitFor({ timeout: 10_000 });
      expect(await page.title()).toContain('แดชคลิป');
    } finally {
      await context.setOffline(false);
      await page.close();
    }
  });

  it('ran every page within the Content-Security-Policy', () => {
    expect(cspViolations).toEqual([]);
  });
});
