import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchChromium,
  signInDevAccounts,
  startE2eServer,
  storedBrowserState,
  type DevSession,
  type E2eServer,
} from '../fixtures/e2eServer.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';

type Role = 'seller' | 'admin' | 'buyer';

const TITLE = 'รถเก๋งปาดหน้า ถนนวิภาวดี';
const FIXED_TITLE = 'รถเก๋งปาดหน้ารถกระบะ ถนนวิภาวดีรังสิต ขาเข้า';
const REASON = 'ชื่อเรื่องไม่บอกว่าเกิดอะไรกับรถคันไหน กรุณาระบุให้ชัด';
const WAIT = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };

/**
 * A rejected clip goes back for review (issue 17): the admin rejects a seller's clip, the seller on
 * a 390 px phone reads the reason in "คลิปของฉัน", fixes the title in the edit popup and sends it
 * again; the admin then sees it pending in the review queue.
 */
describe('resubmit a rejected clip: reject → fix on a phone → pending again', () => {
  let server: E2eServer;
  let browser: Browser;
  let sellerContext: BrowserContext;
  let adminContext: BrowserContext;
  const sessions = {} as Record<Role, DevSession>;
  let clipId = '';

  const api = async <T = unknown>(role: Role, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${sessions[role].token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
    });
    Object.assign(sessions, await signInDevAccounts(server));
    const form = new FormData();
    const eventDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [field, value] of Object.entries({
      ...validUploadFields,
      title: TITLE,
      eventDate,
      price: '600',
    }))
      form.append(field, value);
    const video = uniqueMp4();
    form.append('videoFile', new Blob([video.bytes]), video.filename);
    const response = await fetch(`${server.url}/api/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.seller.token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    clipId = ((await response.json()) as { data: { videoId: string } }).data.videoId;
    await api('admin', 'PUT', `/admin/videos/${clipId}/reject`, { reason: REASON });

    browser = await launchChromium();
    sellerContext = await browser.newContext({
      locale: 'th-TH',
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await sellerContext.addInitScript(storedBrowserState(sessions.seller));
    adminContext = await browser.newContext({ locale: 'th-TH' });
    await adminContext.addInitScript(storedBrowserState(sessions.admin));
  }, 240_000);

  afterAll(async () => {
    await sellerContext?.close();
    await adminContext?.close();
    await browser?.close();
    await server?.stop();
  });

  const clipRow = (page: Page, title: string) => page.locator('article.my-video').filter({ hasText: title });

  it('the seller reads the reason, fixes the clip in the popup and sends it again, on a 390 px phone', async () => {
    const page = await sellerContext.newPage();
    await page.goto(`${server.url}/my-videos`);
    const row = clipRow(page, TITLE);
    await row.waitFor(WAIT);
    await row.getByText('ถูกปฏิเสธ', { exact: true }).waitFor(WAIT);
    await row.getByText(REASON, { exact: false }).waitFor(WAIT);

    await row.getByRole('button', { name: 'แก้ไขและส่งตรวจอีกครั้ง' }).click();
    const dialog = page.getByRole('dialog', { name: 'แก้ไขและส่งตรวจอีกครั้ง' });
    await dialog.waitFor(WAIT);
    // The popup fits the phone and can be closed from its top.
    expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(
      PHONE.width,
    );
    const close = dialog.getByRole('button', { name: 'ปิด' });
    const box = await close.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await dialog.getByLabel('ชื่อเรื่อง').fill(FIXED_TITLE);
    await dialog.getByRole('button', { name: 'บันทึกและส่งตรวจอีกครั้ง' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });

    const fixed = clipRow(page, FIXED_TITLE);
    await fixed.getByText('รอตรวจสอบ', { exact: true }).waitFor(WAIT);
    expect(await fixed.getByRole('button', { name: 'แก้ไขและส่งตรวจอีกครั้ง' }).count()).toBe(0);
    expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(
      PHONE.width,
    );
  });

  it('the admin sees it pending again in the review queue, with the fix', async () => {
    const page = await adminContext.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('row').filter({ hasText: FIXED_TITLE }).waitFor(WAIT);
    const clip = await api<{ videos: { _id: string; status: string }[] }>(
      'admin',
      'GET',
      '/admin/videos?status=pending&limit=100',
    );
    expect(clip.videos.find((video) => video._id === clipId)?.status).toBe('pending');
  });
});
