import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAny } from '../../events/eventStore.ts';
import { appendToStream } from '../../infra/adapters/postgres/eventStore/appendToStream.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../infra/http/errorHandler.ts';
import { th } from '../../infra/http/messages.ts';
import { newEvent } from '../fixtures/newEvent.ts';
import { freshDatabase, serverSkipReason } from '../fixtures/postgresServer.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';
import { differencesFromRebuild, eventually, projectedToHead } from './readModels.ts';
import {
  seedDevAccounts,
  serviceEnvironment,
  signIn,
  startService,
  type ServiceProcess,
} from './serviceProcess.ts';
import { holdCatalogView, holdStream, terminate, waitingBackend } from './sessions.ts';

const databaseUnavailable = { code: 'DATABASE_UNAVAILABLE', message: th.databaseUnavailable };

const skip = serverSkipReason();

(skip ? describe.skip : describe)('a server connection terminated mid-work (issue 20)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: ReturnType<typeof pgClient>;
  let environment: ReturnType<typeof serviceEnvironment>;
  let app: ServiceProcess;
  let seller = '';
  let admin = '';

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const answer = await fetch(`${app.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, headers: answer.headers, body: (await answer.json()) as unknown };
  };
  const streamTypes = async (streamId: string) =>
    (
      await db.query<{ type: string }>(
        'select type from events where stream_id = $1 order by stream_position',
        [streamId],
      )
    ).rows.map((row) => row.type);

  /** A clip uploaded by the seller over HTTP (multipart, a real video of its own), pending review. */
  async function uploadedClip(): Promise<string> {
    const form = new FormData();
    for (const [name, value] of Object.entries(validUploadFields)) form.set(name, value);
    const video = uniqueMp4();
    form.set('videoFile', new Blob([video.bytes]), video.filename);
    const answer = await fetch(`${app.url}/api/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller}` },
      body: form,
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { data: { videoId: string } }).data.videoId;
  }

  beforeAll(async () => {
    database = await freshDatabase();
    db = pgClient(database.url);
    environment = serviceEnvironment(database.url);
    await seedDevAccounts(environment.env);
    app = await startService('all', environment.env);
    // Sign-ins read the users read model: the projector must have caught up with the seed.
    await eventually('the seeded accounts can sign in', async () => {
      [seller, admin] = await Promise.all([signIn(app.url, 'seller'), signIn(app.url, 'admin')]);
      return true;
    });
  });
  afterAll(async () => {
    await app?.kill('SIGKILL');
    await db?.close();
    await database?.drop();
    environment?.dispose();
  });

  it('during an append: the command answers once, a Thai 503; nothing of it is written; sent again it goes through once', async () => {
    const clipId = await uploadedClip();
    expect((await call('PUT', `/admin/videos/${clipId}/reject`, admin, { reason: 'ภาพไม่ชัด' })).status).toBe(
      200,
    );
    const stream = `clip-${clipId}`;
    const before = await streamTypes(stream);

    // The resubmission appends two events in one statement; the stream's row is held, so the
    // append waits inside the server, and its session is terminated there.
    const held = (await holdStream(database.url, stream))!;
    const resubmit = () =>
      call('POST', `/videos/${clipId}/resubmit`, seller, { title: 'รถกระบะชนท้ายเก๋งที่แยกอโศก' });
    const answering = resubmit();
    const backend = await waitingBackend(db, '%append_to_stream%');
    await terminate(db, backend.pid);
    const answer = await answering;
    await held.release();

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      success: false,
      error: { ...databaseUnavailable, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    });
    expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await streamTypes(stream)).toEqual(before);

    const again = await resubmit();
    expect(again.status).toBe(200);
    expect(await streamTypes(stream)).toEqual([...before, 'ClipEdited', 'ClipResubmitted']);
  });

  it('during a projection batch: the batch is rolled back whole, the projection resumes by itself and equals a rebuild', async () => {
    const clipId = await uploadedClip();
    expect((await call('PUT', `/admin/videos/${clipId}/approve`, admin)).status).toBe(200);
    await eventually('the approval projected', () => projectedToHead(db));
    const views = async () =>
      (await db.query<{ views: number }>('select views from catalog_clips where clip_id = $1', [clipId]))
        .rows[0]!.views;
    const viewsBefore = await views();

    // Two views in one append, one batch; the second one's row is held: the catalogue's insert
    // counts the first and waits on the second, inside the batch's transaction. The hold is taken
    // while the append's transaction is still open: the catalogue cannot have counted the views
    // yet, and the append, whose transaction id is the older, is visible to readers once committed.
    const day = '2026-11-26';
    const viewers = [randomUUID(), randomUUID()];
    const held = await db.transaction(async (tx) => {
      await appendToStream(
        tx,
        `views-${clipId}`,
        viewers.map((viewerKey) => newEvent('ClipViewed', { clipId, viewerKey, day })),
        expectAny,
      );
      return holdCatalogView(database.url, { clipId, viewerKey: viewers[1]!, day });
    });
    if (!held) throw new Error('the held view was counted before its append committed');
    const backend = await waitingBackend(db, '%catalog_clip_views%');
    expect(backend.wroteInTransaction).toBe(true);
    await terminate(db, backend.pid);
    await held.release();

    await eventually('the projections resumed and reached the last event', () => projectedToHead(db));
    const viewed = await db.query<{ n: string }>(
      'select count(*)::text as n from catalog_clip_views where clip_id = $1',
      [clipId],
    );
    // Every view appended counted once, the held one too.
    const appended = (await streamTypes(`views-${clipId}`)).length;
    expect(Number(viewed.rows[0]!.n)).toBe(appended);
    expect(await views()).toBe(viewsBefore + appended);
    const ready = await fetch(`${app.url}/api/readyz`);
    expect(ready.status).toBe(200);

    await app.kill('SIGTERM');
    const { differences } = await differencesFromRebuild(db);
    expect(differences).toEqual({});
  });
});
