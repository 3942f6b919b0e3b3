import { Kafka, logLevel } from 'kafkajs';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { GOOD_CARD } from '../fixtures/money.ts';
import { registration } from '../fixtures/devMailbox.ts';
import { launchChromium, root, storedBrowserState } from '../fixtures/e2eServer.ts';
import { watchCspViolations } from '../fixtures/cspViolations.ts';
import { mailedToken, mailTo } from '../fixtures/mailLinks.ts';
import {
  freePort,
  gatewayPrefix,
  nginxMissing,
  startGateway,
  type RunningGateway,
} from '../fixtures/nginxGateway.ts';
import { smtpSink, type SmtpSink } from '../fixtures/smtpSink.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';

/**
 * Distributed dashclip on this machine, every service alone: command-api, query-api and the
 * projector as separate processes (`node --import tsx infra/app/main.ts <service>`, what
 * `npm run start:<service>` runs) on a fresh database of the PostgreSQL server, behind Debian's
 * nginx running the shipped infra/deploy/nginx/dashclip.conf with this test's upstreams and the
 * built PWA. One journey, through the gateway only: sign-ups verified by mail (SMTP), a clip
 * uploaded over tus, approved by an admin, found by a Thai word, bought with the sandbox's test
 * card, streamed and downloaded byte for byte, its SHA-256 on the receipt and at /verify; and the
 * PWA served by nginx with the caching and headers it needs. With KAFKA_BROKERS set (npm run
 * engines:start, .ci/run) the relay runs too, on a topic and consumer groups of this run's own, and
 * the search and notification projections are fed through Kafka.
 */

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const brokers = process.env.KAFKA_BROKERS ?? '';
type ServiceName = 'command-api' | 'query-api' | 'projector' | 'relay';
const SERVICES: ServiceName[] = [
  'command-api',
  'query-api',
  'projector',
  ...(brokers ? (['relay'] as const) : []),
];
const kafkaRun = randomUUID().slice(0, 8);
const topic = `dashclip.e2e.${kafkaRun}`;
const kafkaEnv = (): NodeJS.ProcessEnv =>
  brokers
    ? { KAFKA_BROKERS: brokers, KAFKA_TOPIC: topic, KAFKA_GROUP_PREFIX: `dashclip-e2e-${kafkaRun}` }
    : { KAFKA_BROKERS: '' };

/** Deletes this run's topic (the broker may be a developer's, shared with other runs). */
async function dropTopic(): Promise<void> {
  if (!brokers) return;
  const admin = new Kafka({
    clientId: 'gateway-e2e',
    brokers: brokers.split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  try {
    await admin.connect();
    await admin.deleteTopics({ topics: [topic] });
  } catch {
    // Already gone, or the broker stopped first: nothing to clean.
  } finally {
    await admin.disconnect();
  }
}

/** The word the buyer searches for, in the clip's title. */
const KEYWORD = 'ฝ่าไฟแดง';
const TITLE = `กระบะ${KEYWORD}ชนมอเตอร์ไซค์ แยกอโศก`;

async function postgresMissing(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `no PostgreSQL server at ${new URL(ADMIN_URL).host} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

const skipReason = nginxMissing() ?? (await postgresMissing());
if (skipReason) console.log(`[skip] gateway journey: ${skipReason}`);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const noBrowser = fs.existsSync(chromiumPath) ? null : `no Chromium at ${chromiumPath} (CHROMIUM_PATH)`;
if (!skipReason && noBrowser) console.log(`[skip] the PWA in a browser behind the gateway: ${noBrowser}`);

/**
 * The search engine of the services: OpenSearch when OPENSEARCH_URL is set (npm run
 * engines:start), behind an alias of this run's own (SEARCH_INDEX_ALIAS) that afterAll deletes
 * with its indices; otherwise PostgreSQL's search.
 */
const searchEngine = process.env.OPENSEARCH_URL
  ? { url: process.env.OPENSEARCH_URL.replace(/\/$/, ''), alias: `dashclip-e2e-${randomUUID().slice(0, 8)}` }
  : null;
if (!skipReason)
  console.log(
    `[info] gateway journey: search on ${searchEngine ? `OpenSearch (${searchEngine.url})` : 'PostgreSQL'}, ` +
      (brokers ? `Kafka fan-out through ${brokers}` : 'no Kafka (KAFKA_BROKERS not set)'),
  );

const searchEngineEnv = (): NodeJS.ProcessEnv =>
  searchEngine
    ? { OPENSEARCH_URL: searchEngine.url, SEARCH_INDEX_ALIAS: searchEngine.alias, ELASTICSEARCH_URL: '' }
    : { OPENSEARCH_URL: '', ELASTICSEARCH_URL: '' };

/** Deletes this run's alias and every index behind it (never another's: by name, not by pattern). */
async function dropSearchIndex(): Promise<void> {
  if (!searchEngine) return;
  const res = await fetch(`${searchEngine.url}/_alias/${searchEngine.alias}`);
  if (!res.ok) return;
  for (const index of Object.keys((await res.json()) as Record<string, unknown>))
    if (index.startsWith(`${searchEngine.alias}-`))
      await fetch(`${searchEngine.url}/${index}`, { method: 'DELETE' });
}

interface RunningService {
  name: ServiceName;
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function startService(
  name: ServiceName,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<RunningService> {
  let printed = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/app/main.ts', name], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (printed += d));
  child.stderr!.on('data', (d) => (printed += d));
  const service = { name, url: `http://127.0.0.1:${port}`, child, output: () => printed };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${printed}`);
    const healthy = await fetch(`${service.url}/api/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return service;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not answer /api/healthz in 60 s:\n${printed}`);
}

async function stopService(service: RunningService): Promise<void> {
  if (service.child.exitCode !== null) return;
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill('SIGTERM');
  await exited;
}

/** Asks `read` again (every 200 ms, at most `seconds`) until `done` holds; answers the last value. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds = 20): Promise<T> {
  let value = await read();
  for (let waited = 0; !done(value) && waited < seconds * 1000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; position?: string; error?: { code: string; message: string } };
}

describe.skipIf(skipReason !== null)('every service alone behind the nginx gateway', () => {
  const tag = randomUUID().slice(0, 8);
  const database = `dashclip_gw_${tag}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashclip-gateway-'));
  const adminEmail = `admin-${tag}@example.com`;
  const running: RunningService[] = [];
  let gateway: RunningGateway | null = null;
  let sink: SmtpSink;
  let gw = '';
  /** The clip the journey uploads, for the browser to open. */
  let clipId = '';

  const logs = () =>
    [
      ...running.map((s) => `----- ${s.name} -----\n${s.output()}`),
      `----- nginx -----\n${gateway?.output() ?? ''}`,
    ].join('\n');

  /** One request through the gateway, JSON in and out. */
  async function api<T = Record<string, unknown>>(
    method: string,
    apiPath: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${gw}/api${apiPath}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await res.text();
    let body: Answer<T>['body'];
    try {
      body = JSON.parse(text) as Answer<T>['body'];
    } catch {
      throw new Error(`${method} ${apiPath} → ${res.status}, not JSON: ${text.slice(0, 300)}`);
    }
    return { status: res.status, headers: res.headers, body };
  }

  /** Registers, verifies the mailed link and signs in, all through the gateway. */
  async function signUp(overrides: Record<string, unknown>): Promise<{ uid: string; token: string }> {
    const body = registration(overrides);
    const email = String(body.email);
    expect((await api('POST', '/auth/register', { body })).status).toBe(201);
    const mail = await until(
      async () => sink.messages.find((raw) => mailTo(raw, email)),
      (found) => found !== undefined,
    );
    expect(mail, `a verification mail to ${email}`).toBeDefined();
    const token = mailedToken(mail!);
    expect(token).toBeTruthy();
    expect((await api('POST', '/auth/verify-email', { body: { token } })).status).toBe(200);
    const login = await api<{ token: string; user: { uid: string } }>('POST', '/auth/login', {
      body: { email, password: body.password },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return { uid: login.body.data.user.uid, token: login.body.data.token };
  }

  beforeAll(async () => {
    if (!fs.existsSync(path.join(root, 'pwa', 'dist', 'index.html')))
      throw new Error('build the PWA first: npm run build');
    sink = await smtpSink();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${database} template template0 encoding 'UTF8' locale 'C.UTF-8'`);
    await admin.end();
    const databaseUrl = new URL(ADMIN_URL);
    databaseUrl.pathname = `/${database}`;

    const [gatewayPort, commandPort, queryPort, projectorPort, relayPort] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => freePort()),
    );
    gw = `http://127.0.0.1:${gatewayPort}`;
    // What an operator gives every service (docs/operations.md, Running distributed): one
    // configuration, each process its own PORT. Engines and identity settings of this machine's
    // environment are left out.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      KURRENTDB_URL: '',
      ...kafkaEnv(),
      ...searchEngineEnv(),
      FIREBASE_PROJECT_ID: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_PUBLISHABLE_KEY: '',
      TOKEN_SECRET: randomBytes(48).toString('base64'),
      PAYMENT_PROVIDER: 'sandbox',
      HOST: '127.0.0.1',
      PUBLIC_URL: gw,
      TRUST_PROXY: 'loopback',
      DEV_TOOLS: 'false',
      SMTP_URL: sink.url,
      ADMIN_EMAILS: adminEmail,
      // command-api and the projector share the media (`<DATA_DIR>/media`).
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    const ports: Record<ServiceName, number> = {
      'command-api': commandPort!,
      'query-api': queryPort!,
      projector: projectorPort!,
      relay: relayPort!,
    };
    const started = await Promise.allSettled(SERVICES.map((name) => startService(name, ports[name], env)));
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;

    gateway = await startGateway(
      gatewayPrefix({
        commandApi: [`127.0.0.1:${commandPort}`],
        queryApi: [`127.0.0.1:${queryPort}`],
        site: [`listen 127.0.0.1:${gatewayPort};`, `root ${path.join(root, 'pwa', 'dist')};`],
      }),
      gatewayPort!,
    );
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await Promise.all(running.map(stopService));
    await sink?.close();
    await dropSearchIndex();
    await dropTopic();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('signs up, uploads over tus, approves, finds, buys, streams and downloads through the gateway', async () => {
    onTestFailed(() => console.log(logs()));

    // Health through the gateway is query-api's; each service answers its own too.
    expect((await api('GET', '/healthz')).status).toBe(200);
    const seller = await signUp({ userType: 'seller' });
    const admin = await signUp({ email: adminEmail, userType: 'buyer' });
    const buyer = await signUp({ userType: 'buyer' });

    // The video over tus, in small chunks: creation, several PATCHes and their offsets pass nginx.
    const video = uniqueMp4();
    const sha256 = createHash('sha256').update(video.bytes).digest('hex');
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(video.bytes, {
        endpoint: `${gw}/api/uploads/videos`,
        chunkSize: 1024,
        retryDelays: [],
        storeFingerprintForResuming: false,
        headers: { authorization: `Bearer ${seller.token}` },
        metadata: { filename: video.filename, filetype: 'video/mp4' },
        onError: reject,
        onSuccess: () => resolve(upload.url!),
      });
      upload.start();
    });
    expect(uploadUrl).toMatch(/\/api\/uploads\/videos\/[0-9a-f]{32}$/);
    const offset = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${seller.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(offset.headers.get('upload-offset')).toBe(String(video.bytes.length));

    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validUploadFields, title: TITLE }))
      form.append(name, value);
    form.append('uploadId', uploadUrl.split('/').pop()!);
    const submitted = await fetch(`${gw}/api/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
      body: form,
    });
    const clip = (await submitted.json()) as Answer<{ videoId: string; sha256: string }>['body'];
    expect(submitted.status, JSON.stringify(clip)).toBe(201);
    expect(clip.data.sha256).toBe(sha256);
    clipId = clip.data.videoId;

    const approved = await api('PUT', `/admin/videos/${clipId}/approve`, { token: admin.token });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // Found by a Thai word through the search index, once the projector has caught up.
    const found = await until(
      () =>
        api<{ videos: { _id: string }[] }>('GET', `/videos?search=${encodeURIComponent(KEYWORD)}`, {
          headers: { 'x-consistent-after': approved.body.position! },
        }),
      (res) => res.body.data?.videos?.some((v) => v._id === clipId) ?? false,
    );
    expect(found.body.data.videos.map((v) => v._id)).toContain(clipId);
    if (searchEngine)
      expect((await fetch(`${searchEngine.url}/_alias/${searchEngine.alias}`)).status).toBe(200);

    // Bought with the sandbox's test card: its webhook reaches command-api, the projector records it.
    const purchase = await api<{ purchaseId: string }>('POST', '/purchases/create', {
      token: buyer.token,
      body: { videoId: clipId, paymentMethod: 'card' },
    });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    const purchaseId = purchase.body.data.purchaseId;
    const session = await api<{ clientSecret: string }>('POST', '/payment-provider/create-checkout-session', {
      token: buyer.token,
      body: { purchaseId },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const paid = await api('POST', `/sandbox-payments/checkout/${session.body.data.clientSecret}/pay`, {
      body: GOOD_CARD,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const bought = await until(
      () => api<{ status: string }>('GET', `/purchases/${purchaseId}`, { token: buyer.token }),
      (res) => res.body.data?.status === 'paid',
    );
    expect(bought.body.data.status).toBe('paid');

    // The seller's player streams the original with Range requests (unbuffered at the gateway).
    const watch = await api<{ url: string }>('POST', `/videos/${clipId}/stream-token`, {
      token: seller.token,
    });
    expect(watch.status).toBe(200);
    const part = await fetch(`${gw}${watch.body.data.url}`, { headers: { range: 'bytes=0-15' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-15/${video.bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.bytes.subarray(0, 16));

    // The buyer downloads it byte for byte; the receipt and /verify name the same fingerprint.
    const link = await api<{ url: string; sha256: string }>(
      'GET',
      `/users/purchases/${purchaseId}/download`,
      {
        token: buyer.token,
      },
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data.sha256).toBe(sha256);
    const file = await fetch(`${gw}${link.body.data.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    const downloaded = Buffer.from(await file.arrayBuffer());
    expect(createHash('sha256').update(downloaded).digest('hex')).toBe(sha256);
    const receipt = await api<{ clip: { sha256: string } }>('GET', `/purchases/${purchaseId}/receipt`, {
      token: buyer.token,
    });
    expect(receipt.body.data.clip.sha256).toBe(sha256);
    const verified = await api<{ match: boolean }>('GET', `/verify?sha256=${sha256}`);
    expect(verified.body.data.match).toBe(true);
  });

  it('serves the PWA from nginx: index.html and the service worker revalidated, hashed assets for good', async () => {
    onTestFailed(() => console.log(logs()));
    const page = await fetch(`${gw}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();

    const asset = await fetch(`${gw}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    // The build's .gz copy (gzip_static); fetch decodes it.
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toBe(fs.readFileSync(path.join(root, 'pwa', 'dist', script!), 'utf8'));

    const worker = await fetch(`${gw}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // An app route gets index.html (the single-page fallback); a missing chunk does not.
    const route = await fetch(`${gw}/video/some-clip`);
    expect(route.status).toBe(200);
    expect(await route.text()).toBe(html);
    expect((await fetch(`${gw}/assets/no-such-chunk-0000.js`)).status).toBe(404);
  });

  it.skipIf(noBrowser !== null)(
    'runs the PWA in a browser within the gateway’s security policy',
    async () => {
      onTestFailed(() => console.log(logs()));
      expect(clipId, 'the journey above made a clip').toBeTruthy();
      const browser = await launchChromium();
      try {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        await context.addInitScript({ content: storedBrowserState() });
        const violations = await watchCspViolations(context);
        const page = await context.newPage();
        // A clip page: index.html by the single-page fallback, the app's chunks, then its API answers.
        await page.goto(`${gw}/video/${clipId}`);
        await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 20_000 });
        expect(violations).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );
});
