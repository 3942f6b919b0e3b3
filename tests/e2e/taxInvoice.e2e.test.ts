import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchChromium,
  signInDevAccounts,
  startE2eServer,
  storedBrowserState,
  type E2eServer,
} from '../fixtures/e2eServer.ts';
import { testCard } from '../fixtures/money.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';

type Session = { token: string; user: unknown };
const TITLE = 'กระบะตัดหน้ารถเก๋ง ถนนวิภาวดีรังสิต';
const SHOTS = process.env.TAX_INVOICE_SHOTS;

/**
 * On a 390 px phone: a paid purchase in the purchases tab offers "ขอใบกำกับภาษี"; a wrong tax id
 * is refused in the form (check digit), a right one issues the invoice; the tab then offers
 * "ดูใบกำกับภาษี", whose page shows both parties, the number, a Buddhist-era date and the VAT split.
 */
describe('full tax invoice from the purchases tab, on a 390 px phone', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const sessions: Record<'seller' | 'admin' | 'buyer', Session> = {} as never;
  const api = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as { data: Record<string, never> },
    }));

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
    });
    Object.assign(sessions, await signInDevAccounts(server));
    const video = uniqueMp4();
    const form = new FormData();
    const eventDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [field, value] of Object.entries({
      ...validUploadFields,
      title: TITLE,
      eventDate,
      price: '500',
    }))
      form.append(field, value);
    form.append('videoFile', new Blob([video.bytes]), video.filename);
    const uploaded = await fetch(`${server.url}/api/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.seller.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const clipId = ((await uploaded.json()) as { data: { videoId: string } }).data.videoId;
    expect(
      (await api(`/admin/videos/${clipId}/approve`, sessions.admin.token, { method: 'PUT' })).status,
    ).toBe(200);
    const created = await api('/purchases/create', sessions.buyer.token, {
      method: 'POST',
      body: { videoId: clipId, paymentMethod: 'card' },
    });
    expect(created.status).toBe(201);
    const session = await api('/payment-provider/create-checkout-session', sessions.buyer.token, {
      method: 'POST',
      body: { purchaseId: created.body.data.purchaseId },
    });
    expect(session.status).toBe(200);
    const paid = await api(
      `/sandbox-payments/checkout/${session.body.data.clientSecret}/pay`,
      sessions.buyer.token,
      {
        method: 'POST',
        body: testCard('4242 4242 4242 4242'),
      },
    );
    expect(paid.status).toBe(200);

    browser = await launchChromium();
    context = await browser.newContext({
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(storedBrowserState(sessions.buyer));
    page = await context.newPage();
  }, 480_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

  it('asks for the invoice from the purchases tab and shows it, printable', async () => {
    await page.goto(`${server.url}/profile?tab=purchases`);
    const ask = page.getByRole('button', { name: `ขอใบกำกับภาษีของ ${TITLE}` });
    await ask.waitFor({ timeout: 30_000 });
    await ask.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('ชื่อ-นามสกุล หรือชื่อบริษัท').fill('บริษัท ผู้ซื้อคลิป จำกัด');
    await dialog.getByLabel('เลขประจำตัวผู้เสียภาษี (13 หลัก)').fill('1234567890123');
    await dialog.getByLabel('ที่อยู่').fill('1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110');
    await dialog.getByRole('button', { name: 'ขอใบกำกับภาษี', exact: true }).click();
    await dialog.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tax-invoice-form.png`, fullPage: false });
    await dialog.getByLabel('เลขประจำตัวผู้เสียภาษี (13 หลัก)').fill('1-2345-67890-12-1');
    await dialog.getByRole('button', { name: 'ขอใบกำกับภาษี', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });

    const view = page.getByRole('link', { name: `ดูใบกำกับภาษีของ ${TITLE}` });
    await view.waitFor({ timeout: 20_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tax-invoice-tab.png`, fullPage: true });
    await view.click();
    await page.getByRole('heading', { name: 'ใบกำกับภาษี / ใบเสร็จรับเงิน' }).waitFor({ timeout: 20_000 });
    const text = await page.locator('article').innerText();
    expect(text).toContain('บริษัท ผู้ซื้อคลิป จำกัด');
    expect(text).toContain('1234567890121');
    expect(text).toContain('สำนักงานใหญ่');
    expect(text).toMatch(/TI-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}/);
    expect(text).toMatch(/25\d\d/); // the Buddhist era
    expect(text).toContain('467.29');
    expect(text).toContain('32.71');
    expect(text).toContain('500.00');
    expect(await overflow()).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tax-invoice-page.png`, fullPage: true });
  });
});
