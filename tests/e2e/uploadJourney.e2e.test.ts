import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchChromium,
  signInDevAccounts,
  startE2eServer,
  storedBrowserState,
  type E2eServer,
} from '../fixtures/e2eServer.ts';
import { videoFixture } from '../fixtures/uploads.ts';

const title = 'กระบะเปลี่ยนเลนตัดหน้า ออฟไลน์แล้วค่อยส่ง';

/**
 * The seller on a flaky phone: drafts a clip with a real video while offline, submits (queued),
 * reloads still offline (the service worker serves the shell, IndexedDB keeps the draft), comes
 * back online and the upload finishes by itself over tus. An admin approves it; the clip is then on
 * the dashboard and its detail page shows the SHA-256 of the very file.
 */
describe('upload journey: offline draft → back online → approved → on sale', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const tokens: Record<'seller' | 'admin', { token: string; user: unknown }> = {} as never;

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
    });
    const signedIn = await signInDevAccounts(server);
    Object.assign(tokens, { seller: signedIn.seller, admin: signedIn.admin });
    browser = await launchChromium();
    context = await browser.newContext({ locale: 'th-TH' });
    const seller = tokens.seller;
    await context.addInitScript(storedBrowserState({ token: seller.token, user: seller.user }));
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const admin = async <T>(method: string, path: string): Promise<T> => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens.admin.token}` },
    });
    const body = (await res.json()) as { success: boolean; data: T };
    if (!body.success) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
    return body.data;
  };

  it('drafts offline, survives a reload, uploads by itself online, and is on sale once approved', async () => {
    await page.goto(`${server.url}/upload`);
    await page.getByRole('heading', { name: 'อัปโหลดคลิป' }).waitFor();
    // Let the service worker take control, so the shell reloads offline.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 20_000 })
      .toBe(true);

    await page.getByLabel('ชื่อเรื่อง').fill(title);
    await page.getByLabel('คำอธิบาย').fill('กล้องหน้ารถเห็นทะเบียนชัด');
    await page.getByLabel('ประเภทเหตุการณ์').selectOption('car_car');
    // Yesterday in Bangkok: the dashboard shows the last 30 days of incidents by default.
    // The Buddhist-era date picker opens on today (the latest day allowed): one day back is yesterday.
    await page.getByLabel('วันที่เกิดเหตุ').click();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.getByLabel('เวลาที่เกิดเหตุ').fill('08:15');
    await page.getByRole('option', { name: 'กรุงเทพมหานคร' }).waitFor({ state: 'attached' });
    await page.getByLabel('จังหวัด', { exact: true }).selectOption('10');
    await page.getByLabel('ประเภทยานพาหนะ').selectOption('car');
    await page.getByLabel('ราคา (บาท)').fill('700');
    // The map opens on Bangkok: a click in its middle pins a place there.
    await page.locator('.leaflet-container').click();
    await page.getByLabel('ไฟล์วิดีโอ').setInputFiles(videoFixture('clip-3s.mp4'));
    await page.getByText(/ความยาววิดีโอ 3 วินาที/).waitFor();

    // Offline: submit queues the draft
    await context.setOffline(true);
    await page.getByRole('button', { name: 'อัปโหลดคลิป' }).click();
    const consent = page.getByRole('dialog');
    await consent.getByRole('checkbox').check();
    await consent.getByRole('button', { name: 'ยืนยันและอัปโหลด' }).click();
    await page.getByText('ไม่มีการเชื่อมต่ออินเทอร์เน็ต คลิปจะถูกอัปโหลดโดยอัตโนมัติเมื่อกลับมาออนไลน์').waitFor();

    // Still offline, a reload: the draft is still there, waiting for the network
    await page.reload();
    const draft = page.getByRole('listitem', { name: title });
    await draft.waitFor({ timeout: 20_000 });

    // Back online: the upload starts and finishes by itself
    await context.setOffline(false);
    await draft.getByText(/อัปโหลดแล้ว รอการตรวจสอบ|อัปโหลดไม่สำเร็จ/).waitFor({ timeout: 60_000 });
    expect(await draft.innerText()).toContain('อัปโหลดแล้ว รอการตรวจสอบ');

    // The admin approves it
    const queue = await admin<
      | { videos?: { _id?: string; id?: string; title: string }[] }
      | { _id?: string; id?: string; title: string }[]
    >('GET', '/admin/videos?status=pending');
    const pending = Array.isArray(queue) ? queue : (queue.videos ?? []);
    const clip = pending.find((video) => video.title === title);
    expect(clip).toBeDefined();
    const clipId = (clip!._id ?? clip!.id)!;
    await admin('PUT', `/admin/videos/${clipId}/approve`);

    // On the dashboard, and its detail page shows the fingerprint of the file
    await page.goto(`${server.url}/dashboard`);
    const card = page.getByRole('link', { name: new RegExp(title) }).first();
    await card.waitFor({ timeout: 20_000 });
    await card.click();
    await page.waitForURL(`**/video/${clipId}`);
    const { createHash } = await import('node:crypto');
    const { readFile } = await import('node:fs/promises');
    const sha256 = createHash('sha256')
      .update(await readFile(videoFixture('clip-3s.mp4')))
      .digest('hex');
    // The detail page, not the dashboard card still shown while it loads, has the fingerprint.
    await page.getByText(sha256).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(title);
  });
});
