import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { DEV_PASSWORD, devAccounts } from '../../infra/dev/devAccounts.ts';

const root = path.resolve(import.meta.dirname, '../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, args, { cwd: root, env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited ${code}: ${output}`)),
    );
  });
}

/** Starts the real `infra/main.ts` the way `npm start` does and waits for the URL it prints. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['infra/main.ts'], { cwd: root, env });
    let output = '';
    const onData = (d: Buffer) => {
      output += d;
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
}

describe('the built marketplace in headless Chromium', () => {
  let dataDir: string;
  let server: { child: ChildProcess; url: string };
  let browser: Browser;
  let context: BrowserContext;
  let clip: { id: string; title: string };

  beforeAll(async () => {
    if (!fs.existsSync(path.join(root, 'pwa', 'dist', 'index.html')))
      throw new Error('build the PWA first: npm run build');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashclip-e2e-'));
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: port,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      KURRENTDB_URL: '',
    };
    await run(['infra/dev/seed.ts'], env);
    server = await startServer(env);
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

    const api = async (method: string, url: string, token: string, body?: object) => {
      const res = await fetch(`${server.url}/api${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as { success: boolean; data: { videoId: string } };
      if (!json.success) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
      return json.data;
    };
    const title = 'รถตู้ฝ่าไฟแดงชนจักรยานยนต์ แยกราชประสงค์';
    const { videoId } = await api('POST', '/videos', tokens.seller.token, {
      title,
      description: 'เห็นทะเบียนชัดเจน',
      category: 'car_motorcycle',
      eventDate: '2026-11-19',
      eventTime: '18:20',
      province: 'กรุงเทพมหานคร',
      district: 'ปทุมวัน',
      vehicleType: 'car',
      latitude: 13.7446,
      longitude: 100.5403,
      price: 650,
    });
    await api('PUT', `/admin/videos/${videoId}/approve`, tokens.admin.token);
    clip = { id: videoId, title };

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    context = await browser.newContext({ locale: 'th-TH' });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    server?.child.kill('SIGTERM');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
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
    await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: 20_000 });
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
});
