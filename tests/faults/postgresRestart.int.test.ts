import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { th } from '../../infra/http/messages.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';
import { privatePostgres, privatePostgresSkipReason, type PrivatePostgres } from './privatePostgres.ts';
import { eventually } from './readModels.ts';
import {
  seedDevAccounts,
  serviceEnvironment,
  signIn,
  startService,
  type ServiceProcess,
} from './serviceProcess.ts';
import { holdStream, projectionLockHolders, waitingBackend } from './sessions.ts';

/**
 * How long any one request may take before it counts as hung. Generous: it is not a speed
 * measure, only the line between "answered" and "never answered".
 */
const REQUEST_DEADLINE_MS = 20_000;
/** Answers refused while the server is down that show the outage was met, before it comes back. */
const REFUSALS_WHILE_DOWN = 5;
/** Answers of each kind before the restart that show the load ran. */
const ANSWERS_BEFORE = 3;

type Kind = 'search' | 'clip page' | 'view' | 'edit';
interface Answer {
  kind: Kind;
  sentAt: number;
  status: number | 'hung' | 'network error';
  code?: string;
  message?: string;
}

const thai = /[\u0E00-\u0E7F]/;

const skip = privatePostgresSkipReason();

(skip ? describe.skip : describe)('PostgreSQL restarted under load (issue 20)', () => {
  let cluster: PrivatePostgres;
  let environment: ReturnType<typeof serviceEnvironment>;
  let app: ServiceProcess;
  const tokens = { seller: '', admin: '', buyer: '' };
  let clips: string[] = [];

  /** One request as a client sends it, with a deadline: its answer, or how it failed to come. */
  async function send(
    kind: Kind,
    path: string,
    options: { method?: string; token?: string; body?: unknown } = {},
  ) {
    const sentAt = Date.now();
    const deadline = AbortSignal.timeout(REQUEST_DEADLINE_MS);
    try {
      const response = await fetch(`${app.url}/api${path}`, {
        method: options.method ?? 'GET',
        signal: deadline,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const body = (await response.json()) as { error?: { code: string; message: string } };
      return { kind, sentAt, status: response.status, code: body.error?.code, message: body.error?.message };
    } catch {
      return { kind, sentAt, status: deadline.aborted ? 'hung' : 'network error' } as Answer;
    }
  }

  /** A clip by the seller, uploaded over HTTP and approved: something to read, view and edit. */
  async function approvedClip(): Promise<string> {
    const form = new FormData();
    for (const [name, value] of Object.entries(validUploadFields)) form.set(name, value);
    const video = uniqueMp4();
    form.set('videoFile', new Blob([video.bytes]), video.filename);
    const uploaded = await fetch(`${app.url}/api/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.seller}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { videoId } = ((await uploaded.json()) as { data: { videoId: string } }).data;
    expect(
      (await send('edit', `/admin/videos/${videoId}/approve`, { method: 'PUT', token: tokens.admin })).status,
    ).toBe(200);
    return videoId;
  }

  beforeAll(async () => {
    cluster = await privatePostgres();
    environment = serviceEnvironment(cluster.url);
    await seedDevAccounts(environment.env);
    app = await startService('all', environment.env);
    await eventually('the seeded accounts can sign in', async () => {
      [tokens.seller, tokens.admin, tokens.buyer] = await Promise.all([
        signIn(app.url, 'seller'),
        signIn(app.url, 'admin'),
        signIn(app.url, 'buyer'),
      ]);
      return true;
    });
    clips = [await approvedClip(), await approvedClip()];
  });
  afterAll(async () => {
    await app?.kill('SIGKILL');
    await cluster?.destroy();
    environment?.dispose();
  });

  it('the app reconnects by itself; requests in flight get a Thai 503, none hangs, and afterwards all succeed again', async () => {
    const answers: Answer[] = [];
    let loading = true;
    // Readers and writers, each looping: searches, clip pages, views, admin edits (one clip each).
    const worker = (next: () => Promise<Answer>) =>
      (async () => {
        while (loading) answers.push(await next());
      })();
    const workers = [
      worker(() => send('search', `/videos?search=${encodeURIComponent('ชนท้าย')}`)),
      worker(() => send('clip page', `/videos/${clips[0]}`)),
      worker(() => send('view', `/videos/${clips[0]}/view`, { method: 'POST', token: tokens.buyer })),
      ...clips.map((clipId) =>
        worker(() =>
          send('edit', `/admin/videos/${clipId}`, {
            method: 'PUT',
            token: tokens.admin,
            body: { title: `ชนท้ายบนถนนพระราม 2 ${randomUUID().slice(0, 8)}` },
          }),
        ),
      ),
    ];
    const kinds: Kind[] = ['search', 'clip page', 'view', 'edit'];
    const succeeded = (kind: Kind, since: number) =>
      answers.filter((a) => a.kind === kind && a.sentAt >= since && a.status === 200).length;
    await eventually('the load ran', async () => kinds.every((kind) => succeeded(kind, 0) >= ANSWERS_BEFORE));

    // One request surely in flight: an edit waiting inside the server on a row this test holds.
    const held = (await holdStream(cluster.url, `clip-${clips[0]}`))!;
    const monitor = pgClient(cluster.url);
    const inFlight = send('edit', `/admin/videos/${clips[0]}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: 'แก้ไขระหว่างที่ฐานข้อมูลรีสตาร์ต' },
    });
    await waitingBackend(monitor, '%append_to_stream%');
    await monitor.close();

    const stoppedAt = Date.now();
    const logBefore = app.output().length;
    await cluster.stop();
    await held.release();
    // Down until requests were refused and the projector has noticed (its subscriptions failed).
    await eventually(
      'requests were refused while the server was down',
      async () =>
        answers.filter((a) => a.sentAt >= stoppedAt && a.status === 503).length >= REFUSALS_WHILE_DOWN,
    );
    await eventually('the projections noticed the server gone', async () =>
      /"msg":"projection (failed|lost its lock)/.test(app.output().slice(logBefore)),
    );
    const restartedAt = Date.now();
    await cluster.start();
    await eventually(
      'every kind of request succeeded again after the restart',
      async () => kinds.every((kind) => succeeded(kind, restartedAt) > 0),
      60_000,
    );
    loading = false;
    await Promise.all(workers);

    const interrupted = await inFlight;
    expect(interrupted).toMatchObject({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: th.databaseUnavailable,
    });
    // Every answer was a success or a Thai 503: no 500, no hang, no connection the app dropped.
    const unexpected = answers.filter(
      (a) =>
        a.status !== 200 &&
        !(a.status === 503 && a.code === 'DATABASE_UNAVAILABLE' && thai.test(a.message ?? '')),
    );
    expect(unexpected).toEqual([]);
    expect(
      answers.filter((a) => a.sentAt >= stoppedAt && a.sentAt < restartedAt && a.status === 503).length,
    ).toBeGreaterThan(0);

    // The same process, ready again: every projection runs and holds its lock once more.
    process.kill(app.pid, 0);
    await eventually(
      'the projections run again',
      async () => (await fetch(`${app.url}/api/readyz`)).status === 200,
    );
    const db = pgClient(cluster.url);
    try {
      for (const [name, holders] of await projectionLockHolders(db)) expect(holders, name).toHaveLength(1);
    } finally {
      await db.close();
    }
    // And a write after the restart is read back through the read models (read-your-writes).
    const title = 'ชนท้ายหลังฐานข้อมูลกลับมา';
    const edited = await fetch(`${app.url}/api/admin/videos/${clips[1]}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    const { position } = (await edited.json()) as { position: string };
    const page = await fetch(`${app.url}/api/videos/${clips[1]}`, {
      headers: { 'x-consistent-after': position },
    });
    expect(((await page.json()) as { data: { title: string } }).data.title).toBe(title);
  });
});
