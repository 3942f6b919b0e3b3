import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueMp4, validUploadFields } from '../../../tests/fixtures/uploads.ts';
import { sha256File } from '../../adapters/files/sha256File.ts';
import { pgliteClient } from '../../adapters/postgres/pgliteClient.ts';
import { DEV_PASSWORD, devAccounts } from '../dev/devAccounts.ts';
import { MANIFEST_FILE, originalsOf, parseManifest, type BackupManifest } from './backupManifest.ts';
import { listFiles } from './listFiles.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const COVER = path.join(root, 'infra', 'app', 'dev', 'demoClips', 'demo-1.jpg');
const GOOD_CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  name: 'ผู้ซื้อ ทดสอบ',
};
/** Reads of a read model that a write lands in asynchronously: bounded, never a timing assertion. */
const POLL_ATTEMPTS = 300;
const POLL_PAUSE_MS = 100;

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS));

/** The embedded mode whatever this machine's environment names (no server, engine or broker). */
function embeddedEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEV_TOOLS: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    KURRENTDB_URL: '',
    KAFKA_BROKERS: '',
    OPENSEARCH_URL: '',
    ELASTICSEARCH_URL: '',
    TOKEN_SECRET: '',
  };
}

/** A script of this repository as `npm run` runs it: its exit code and everything it printed. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, args, { cwd: root, env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function succeeded(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { code, output } = await run(args, env);
  if (code !== 0) throw new Error(`${args.join(' ')} exited ${code}: ${output}`);
  return output;
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

/** `npm start` on `dataDir` (the real infra/app/main.ts), left in place when stopped. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(tsx, ['infra/app/main.ts'], { cwd: root, env });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function call<T>(
  server: Server,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    await pause();
  }
  throw new Error(`gave up waiting: ${what}`);
}

/** Every projection runs and has applied every event. */
const caughtUp = (server: Server) =>
  until(
    async () => {
      const response = await fetch(`${server.url}/api/readyz`);
      return {
        ok: response.ok,
        body: (await response.json()) as { data: { projections: { lag: number | null }[] } },
      };
    },
    ({ ok, body }) => ok && body.data.projections.every((projection) => projection.lag === 0),
    'the read models to catch up',
  );

async function signIn(server: Server, email: string): Promise<string> {
  return (
    await call<{ token: string }>(server, 'POST', '/api/auth/login', undefined, {
      email,
      password: DEV_PASSWORD,
    })
  ).token;
}

/** The seller's multipart upload of a real video (and, when given, a cover): the clip's id and SHA-256. */
async function upload(server: Server, token: string, title: string, cover?: Buffer) {
  const video = uniqueMp4();
  const form = new FormData();
  for (const [field, value] of Object.entries({ ...validUploadFields, title })) form.append(field, value);
  form.append('videoFile', new Blob([video.bytes]), video.filename);
  if (cover) form.append('thumbnail', new Blob([cover]), 'cover.jpg');
  const response = await fetch(`${server.url}/api/videos/upload`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload → ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { videoId: string; sha256: string } };
  expect(data.sha256).toBe(sha256(video.bytes));
  return data;
}

/** A tus upload left half-way (its partial file and metadata in media/uploads). */
async function halfUpload(server: Server, token: string) {
  const video = uniqueMp4().bytes;
  const tus = { ...bearer(token), 'tus-resumable': '1.0.0' };
  const created = await fetch(`${server.url}/api/uploads/videos`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(video.length) },
  });
  if (created.status !== 201) throw new Error(`tus create → ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, server.url).pathname;
  const patched = await fetch(`${server.url}${location}`, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: video.subarray(0, Math.floor(video.length / 2)),
  });
  if (patched.status !== 204) throw new Error(`tus patch → ${patched.status} ${await patched.text()}`);
}

/** The buyer pays by the sandbox's test card; answers the purchase once its download is open. */
async function buy(server: Server, token: string, clipId: string): Promise<string> {
  const { purchaseId } = await call<{ purchaseId: string }>(server, 'POST', '/api/purchases/create', token, {
    videoId: clipId,
    paymentMethod: 'card',
  });
  const { clientSecret } = await call<{ clientSecret: string }>(
    server,
    'POST',
    '/api/payment-provider/create-payment-intent',
    token,
    { purchaseId, method: 'card' },
  );
  await call(server, 'POST', `/api/sandbox-payments/intents/${clientSecret}/confirm-card`, token, GOOD_CARD);
  await until(
    () => call(server, 'GET', `/api/users/purchases/${purchaseId}/download`, token),
    () => true,
    'the payment to be recorded',
  );
  return purchaseId;
}

/** The buyer downloads the original (recorded as ClipDownloaded): its SHA-256. */
async function downloadedSha256(server: Server, token: string, purchaseId: string): Promise<string> {
  const { url } = await call<{ url: string }>(
    server,
    'GET',
    `/api/users/purchases/${purchaseId}/download`,
    token,
  );
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return sha256(new Uint8Array(await response.arrayBuffer()));
}

interface DatabaseContents {
  events: Record<string, unknown>[];
  /** Every table, its rows as JSON text in a stable order. */
  tables: Record<string, string[]>;
}

/** Opens a stopped data directory and reads every event (global order) and every table's rows. */
async function contentsOf(dataDir: string): Promise<DatabaseContents> {
  const db = await pgliteClient(dataDir);
  try {
    const { rows: events } = await db.query(
      `select global_position::text, stream_id, stream_position::text, event_id, type, schema_version, data, metadata
         from events order by events.global_position`,
    );
    const { rows: names } = await db.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const tables: Record<string, string[]> = {};
    for (const { name } of names) {
      const { rows } = await db.query<{ row: string }>(
        `select to_jsonb(t)::text as row from "${name}" t order by 1`,
      );
      tables[name] = rows.map((row) => row.row);
    }
    return { events, tables };
  } finally {
    await db.close();
  }
}

/** SHA-256 of every file under `dir`, by path. */
async function hashesUnder(dir: string): Promise<Record<string, string>> {
  const files = await listFiles(dir);
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await sha256File(path.join(dir, file))])),
  );
}

const manifestOf = async (backup: string): Promise<BackupManifest> => {
  const parsed = parseManifest(await readFile(path.join(backup, MANIFEST_FILE), 'utf8'));
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.manifest;
};

/**
 * `npm run backup` against the running embedded server, `npm run restore` into fresh directories:
 * real processes, real PGlite, real files, data made over HTTP (accounts, uploads with a cover, a
 * half-done tus upload, approval, a sandbox card purchase and its download).
 */
describe('npm run backup and npm run restore (embedded mode)', () => {
  let workDir: string;
  let server: Server | null = null;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const dir = (name: string) => path.join(workDir, name);
  const env = (name: string) => embeddedEnv(dir(name), port);
  const tokens = {} as Record<'seller' | 'admin' | 'buyer', string>;
  let soldClip: { videoId: string; sha256: string };
  let purchaseId = '';
  /** What the original server answered just before it stopped. */
  let before: { listing: unknown; purchases: unknown };

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'dashclip-backup-'));
    await succeeded(['infra/app/dev/seed.ts'], env('original'));
    server = await startServer(env('original'));
    const [seller, admin, buyer] = await Promise.all(
      devAccounts.slice(0, 3).map((account) => signIn(server!, account.email)),
    );
    Object.assign(tokens, { seller, admin, buyer });
    soldClip = await upload(server, tokens.seller, 'รถกระบะฝ่าไฟแดง แยกอโศก', await readFile(COVER));
    await call(server, 'PUT', `/api/admin/videos/${soldClip.videoId}/approve`, tokens.admin);
    await upload(server, tokens.seller, 'รถเมล์เบียดซ้าย ถนนพระราม 4');
    await halfUpload(server, tokens.seller);
    purchaseId = await buy(server, tokens.buyer, soldClip.videoId);
    expect(await downloadedSha256(server, tokens.buyer, purchaseId)).toBe(soldClip.sha256);
    await caughtUp(server);
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('backs up while the server takes uploads, then again when quiet, without stopping it', async () => {
    const [busy] = await Promise.all([
      run(['infra/app/cli/backupCli.ts', dir('backup-busy')], env('original')),
      upload(server!, tokens.seller, 'มอเตอร์ไซค์ย้อนศร ซอยลาดพร้าว 71'),
      upload(server!, tokens.seller, 'รถตู้เปลี่ยนเลนกะทันหัน ถนนพหลโยธิน'),
      signIn(server!, devAccounts[2].email),
    ]);
    expect(busy.code, busy.output).toBe(0);
    expect((await manifestOf(dir('backup-busy'))).whileRunning).toBe(true);
    // Quiet means the background work is done too: every clip's preview made (or given up on).
    await until(
      async () =>
        (
          await call<{ videos: { preview?: { status: string } }[] }>(
            server!,
            'GET',
            '/api/users/videos?limit=100',
            tokens.seller,
          )
        ).videos,
      (videos) => videos.length > 0 && videos.every((video) => video.preview?.status !== 'making'),
      'every preview to be made',
    );
    await caughtUp(server!);

    const quiet = await run(['infra/app/cli/backupCli.ts', dir('backup')], env('original'));
    expect(quiet.code, quiet.output).toBe(0);
    expect(quiet.output).toContain('สำรองข้อมูลแล้วที่');
    expect(quiet.output).toContain('Backed up to');
    // The snapshot's staged files go once copied; the server keeps running.
    expect(await readdir(dir('original'))).not.toContain('backup-staging');
    before = {
      listing: await call(server!, 'GET', '/api/videos?dateFrom=2000-01-01&limit=50'),
      purchases: await call(server!, 'GET', '/api/users/purchases', tokens.buyer),
    };
    await server!.stop();
    server = null;
  }, 300_000);

  it('restores into a fresh directory with the same events, read models and files (SHA-256 of every original)', async () => {
    const restored = await run(['infra/app/cli/restoreCli.ts', dir('backup')], env('restored'));
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('กู้คืนลงใน');

    const original = await contentsOf(dir('original'));
    const copy = await contentsOf(dir('restored'));
    expect(copy.events).toEqual(original.events);
    // Not an empty comparison: the read models hold what was made over HTTP.
    const clips = original.events.filter((event) => event.type === 'ClipUploaded').length;
    expect(clips).toBeGreaterThanOrEqual(4);
    expect(original.tables.catalog_clips).toHaveLength(clips);
    expect(original.tables.projection_checkpoints?.length).toBeGreaterThan(0);
    expect(Object.keys(copy.tables)).toEqual(Object.keys(original.tables));
    for (const [table, rows] of Object.entries(original.tables))
      expect(copy.tables[table], table).toEqual(rows);

    const originalFiles = await hashesUnder(path.join(dir('original'), 'media'));
    const restoredFiles = await hashesUnder(path.join(dir('restored'), 'media'));
    const kept = Object.keys(originalFiles).filter((file) => !file.startsWith('incoming/'));
    expect(Object.keys(restoredFiles)).toEqual(kept);
    for (const file of kept) expect(restoredFiles[file], file).toBe(originalFiles[file]);
    expect(kept.some((file) => file.startsWith('uploads/'))).toBe(true);
    expect(kept.some((file) => file.startsWith('images/'))).toBe(true);

    const manifest = await manifestOf(dir('backup'));
    const originals = originalsOf(manifest);
    expect(originals.length).toBe(
      Object.keys(originalFiles).filter((file) => file.startsWith('originals/')).length,
    );
    for (const file of originals)
      expect(originalFiles[file.path.slice('media/'.length)], file.path).toBe(file.sha256);
    const uploaded = original.events
      .filter((event) => event.type === 'ClipUploaded')
      .map((event) => (event.data as { file: { sha256: string } }).file.sha256)
      .sort();
    expect(originals.map((file) => file.sha256).sort()).toEqual(uploaded);
    expect(await readFile(path.join(dir('restored'), 'token-secret'), 'utf8')).toBe(
      await readFile(path.join(dir('original'), 'token-secret'), 'utf8'),
    );
    // The certificate signing keys the server made: old certificates still verify after a restore.
    const keys = manifest.files.filter((file) => file.path.startsWith('keys/certificate-signing/'));
    expect(keys.length).toBeGreaterThan(0);
    // And the Web Push pair: browsers subscribed with its public key.
    keys.push(...manifest.files.filter((file) => file.path === 'keys/web-push/vapid.json'));
    expect(keys.at(-1)?.path).toBe('keys/web-push/vapid.json');
    for (const key of keys)
      expect(await readFile(path.join(dir('restored'), key.path), 'utf8')).toBe(
        await readFile(path.join(dir('original'), key.path), 'utf8'),
      );
  }, 300_000);

  it('a server started on the restored directory answers as the original did, sessions and downloads included', async () => {
    server = await startServer(env('restored'));
    await caughtUp(server);
    expect(await call(server, 'GET', '/api/videos?dateFrom=2000-01-01&limit=50')).toEqual(before.listing);
    // The buyer's session of the original server: the token secret came back with the data.
    expect(await call(server, 'GET', '/api/users/purchases', tokens.buyer)).toEqual(before.purchases);
    expect(await downloadedSha256(server, tokens.buyer, purchaseId)).toBe(soldClip.sha256);
    await server.stop();
    server = null;
  }, 300_000);

  it('the backup taken during uploads is consistent: a prefix of the events, every original they name', async () => {
    const restored = await run(['infra/app/cli/restoreCli.ts', dir('backup-busy')], env('restored-busy'));
    expect(restored.code, restored.output).toBe(0);
    const original = await contentsOf(dir('original'));
    const copy = await contentsOf(dir('restored-busy'));
    expect(copy.events).toEqual(original.events.slice(0, copy.events.length));
    const named = copy.events.filter((event) => event.type === 'ClipUploaded');
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const event of named) {
      const file = (event.data as { file: { storageKey: string; sha256: string } }).file;
      expect(await sha256File(path.join(dir('restored-busy'), 'media', file.storageKey))).toBe(file.sha256);
    }
    server = await startServer(env('restored-busy'));
    await caughtUp(server);
    await server.stop();
    server = null;
  }, 300_000);

  it('refuses, in Thai and English, to restore over a data directory that holds anything', async () => {
    const untouched = await hashesUnder(dir('original'));
    const refused = await run(['infra/app/cli/restoreCli.ts', dir('backup')], env('original'));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`ไม่กู้คืนลงใน ${dir('original')} เพราะโฟลเดอร์นี้มีไฟล์อยู่แล้ว`);
    expect(refused.output).toContain(`Refusing to restore into ${dir('original')}: it is not empty.`);
    expect(await hashesUnder(dir('original'))).toEqual(untouched);
  }, 120_000);

  it('refuses a backup in which one byte of an original changed, and writes nothing', async () => {
    await cp(dir('backup'), dir('tampered'), { recursive: true });
    const manifest = await manifestOf(dir('tampered'));
    const victim = path.join(dir('tampered'), originalsOf(manifest)[0]!.path);
    const bytes = await readFile(victim);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0x01, middle);
    await writeFile(victim, bytes);
    const refused = await run(['infra/app/cli/restoreCli.ts', dir('tampered')], env('from-tampered'));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('ไม่ตรงกับ SHA-256');
    expect(refused.output).toContain(
      `${originalsOf(manifest)[0]!.path} in the backup does not match the SHA-256 its manifest records`,
    );
    expect(existsSync(dir('from-tampered'))).toBe(false);
  }, 120_000);
});
