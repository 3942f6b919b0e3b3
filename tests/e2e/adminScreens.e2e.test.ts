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
import { DEV_PASSWORD } from '../../infra/app/dev/devAccounts.ts';

type Role = 'seller' | 'admin' | 'buyer';
const WAIT = { timeout: 20_000 };
const ADMIN_LISTS = [
  '/admin',
  '/admin/videos',
  '/admin/users',
  '/admin/transactions',
  '/admin/payouts',
  '/admin/complaints',
];

/**
 * The back office as an admin sees it (issue 17): every list's action buttons inside the screen at
 * 1440 and 1280 px, no page wider than a 390 px phone, and the audit trail in Thai — codes by
 * their names, no secrets, no same-value changes. The data is made through the real HTTP API: a
 * seller with a bank account, a clip edited by the admin, a sale by bank transfer, a payout batch
 * and a complaint.
 */
describe('admin screens: tables that fit, an audit in Thai', () => {
  let server: E2eServer;
  let browser: Browser;
  const sessions = {} as Record<Role, DevSession>;

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

  const upload = async (title: string) => {
    const form = new FormData();
    const eventDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [field, value] of Object.entries({ ...validUploadFields, title, eventDate, price: '1000' }))
      form.append(field, value);
    const video = uniqueMp4();
    form.append('videoFile', new Blob([video.bytes]), video.filename);
    const response = await fetch(`${server.url}/api/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.seller.token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { videoId: string } }).data.videoId;
  };

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
      beforeStart: (env) => {
        Object.assign(env, {
          PLATFORM_BANK_NAME: 'kbank',
          PLATFORM_BANK_ACCOUNT_NAME: 'บริษัท แดชคลิป จำกัด',
          PLATFORM_BANK_ACCOUNT_NUMBER: '123-4-56789-0',
        });
      },
    });
    Object.assign(sessions, await signInDevAccounts(server));
    const bank = { userType: 'individual', bankName: 'kbank', accountName: 'ผู้ขาย ทดสอบ' };
    await api('seller', 'PUT', '/users/profile', {
      ...bank,
      accountNumber: '1234567890',
      currentPassword: DEV_PASSWORD,
    });
    // The same bank again with another number: the audit must not read "kbank → kbank".
    await api('seller', 'PUT', '/users/profile', {
      ...bank,
      accountNumber: '1234567899',
      currentPassword: DEV_PASSWORD,
    });
    const sold = await upload('รถบรรทุกเปลี่ยนเลนกะทันหัน ถนนพหลโยธิน');
    const edited = await upload('รถกระบะถอยชนเสา ลานจอดห้าง');
    for (const clip of [sold, edited]) await api('admin', 'PUT', `/admin/videos/${clip}/approve`);
    await api('admin', 'PUT', `/admin/videos/${edited}`, { category: 'car_truck', price: 900 });
    const { purchaseId } = await api<{ purchaseId: string }>('buyer', 'POST', '/purchases/create', {
      videoId: sold,
      paymentMethod: 'bank_transfer',
    });
    await api('admin', 'PUT', `/admin/transactions/${purchaseId}/confirm-transfer`, { reference: 'E2E-1' });
    await api('admin', 'POST', '/admin/payouts/run');
    await api('buyer', 'POST', '/complaints', {
      type: 'payment',
      subject: 'โอนเงินแล้วยังดาวน์โหลดไม่ได้',
      description: 'โอนเงินแล้วแต่ยังดาวน์โหลดคลิปไม่ได้ ช่วยตรวจสอบด้วยครับ',
      purchaseId,
    });
    await upload('รถตู้เบียดมอเตอร์ไซค์ ถนนแจ้งวัฒนะ รอตรวจ');
    browser = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const adminPage = async (width: number): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      viewport: { width, height: 900 },
    });
    await context.addInitScript(storedBrowserState(sessions.admin));
    return { context, page: await context.newPage() };
  };

  /** Every action button of every row, and how far right it reaches. */
  const actionEdges = (page: Page) =>
    page
      .locator('.admin-table__actions .button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().right));

  for (const width of [1440, 1280]) {
    it(`shows every row's action buttons inside the screen at ${width} px`, async () => {
      const { context, page } = await adminPage(width);
      for (const path of ADMIN_LISTS) {
        await page.goto(`${server.url}${path}`);
        await page.locator('.admin-table__actions .button').first().waitFor(WAIT);
        const edges = await actionEdges(page);
        expect(edges.length, path).toBeGreaterThan(0);
        for (const right of edges) expect(right, path).toBeLessThanOrEqual(width);
        expect(await page.evaluate<number>('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(
          width,
        );
      }
      await context.close();
    });
  }

  it('never makes a page wider than a 390 px phone, and rows read as labelled cards', async () => {
    const { context, page } = await adminPage(390);
    for (const path of [...ADMIN_LISTS, '/admin/audit']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('.admin-table tbody tr').first().waitFor(WAIT);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(
        390,
      );
      for (const right of await actionEdges(page)) expect(right, path).toBeLessThanOrEqual(390);
    }
    const labelled = await page.locator('.admin-table tbody td[data-label]').count();
    expect(labelled).toBeGreaterThan(0);
    await context.close();
  });

  it('the audit shows values in Thai: no codes, no secrets, no same-value changes', async () => {
    const { context, page } = await adminPage(1440);
    const { pagination } = await api<{ pagination: { totalPages: number } }>('admin', 'GET', '/admin/audit');
    const texts: string[] = [];
    for (let n = 1; n <= pagination.totalPages; n++) {
      await page.goto(`${server.url}/admin/audit?page=${n}`);
      const table = page.getByRole('table');
      await table.locator('tbody tr').first().waitFor(WAIT);
      texts.push(await table.innerText());
    }
    const audit = texts.join('\n');
    expect(audit).toContain('รถยนต์ชนรถยนต์ → รถยนต์ชนรถบรรทุก');
    expect(audit).toContain('ธนาคารกสิกรไทย');
    expect(audit).toContain('โอนเงินผ่านธนาคาร');
    expect(audit).toContain('วิธีเข้าสู่ระบบ');
    expect(audit).toMatch(/\d{1,2} [ก-๙.]+ 25\d\d/);
    for (const raw of [
      'car_truck',
      'car_car',
      'bank_transfer',
      'kbank',
      'passwordHash',
      'password',
      'scrypt',
      'dev-seed',
    ])
      expect(audit).not.toContain(raw);
    expect(audit).not.toContain('ธนาคารกสิกรไทย → ธนาคารกสิกรไทย');
    expect(audit).not.toMatch(/\b20\d\d-\d\d-\d\d/);
    await context.close();
  });
});
