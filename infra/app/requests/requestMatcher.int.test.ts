import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClipCommand } from '../../../command-api/clips/runClipCommand.ts';
import { openRequest } from '../../../command-api/requests/openRequest.ts';
import { formatPosition } from '../../../events/checkpoint.ts';
import type { GlobalPosition } from '../../../events/envelope.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import { streams } from '../../../events/streams.ts';
import { bangkokDay } from '../../../events/time/bangkokDay.ts';
import { waitUntilProjected } from '../../../projector/waitUntilProjected.ts';
import { recordClip } from '../../../tests/fixtures/clips.ts';
import { freshDatabase, serverSkipReason } from '../../../tests/fixtures/postgresServer.ts';
import { testMarketplace } from '../../../tests/fixtures/testMarketplace.ts';
import { pgClient } from '../../adapters/postgres/pgClient.ts';
import { requestMatchJobQueue } from '../../adapters/postgres/requestMatchJobQueue.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { requestMatcher, type RequestMatcherOptions } from './requestMatcher.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The junction of the requests; `north(m)` is a point m metres north of it. */
const junction = { lat: 13.6593, lng: 100.4309 };
const north = (metres: number) => ({ lat: junction.lat + metres / 111_195, lng: junction.lng });
const system = { actor: { system: 'test' }, correlationId: 'test' } as const;

async function until<T>(probe: () => Promise<T | null | undefined | false>, limitMs = 20_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('not within the limit');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// The same worker on PGlite and, when DATABASE_URL is set, on a server with a connection pool,
// where two workers really claim side by side.
type Target = () => Promise<{ db?: SqlClient; drop: () => Promise<void> }>;
const targets: [string, Target][] = [['PGlite', async () => ({ drop: async () => {} })]];
if (!serverSkipReason())
  targets.push([
    'a PostgreSQL server',
    async () => {
      const database = await freshDatabase();
      return { db: pgClient(database.url, { max: 6 }), drop: database.drop };
    },
  ]);

describe.each(targets)('the request matcher (%s)', (_name, open) => {
  let m: Marketplace;
  let drop: () => Promise<void> = async () => {};
  const incidentDate = bangkokDay(new Date(Date.now() - DAY_MS));
  beforeAll(async () => {
    const target = await open();
    drop = target.drop;
    m = await testMarketplace(target.db ? { db: target.db } : {});
  });
  afterAll(async () => {
    await m?.close();
    await drop();
  });

  const options = (overrides: Partial<RequestMatcherOptions> = {}): RequestMatcherOptions => ({
    store: m.store,
    db: m.db,
    logger: pino({ level: 'silent' }),
    pollMs: 20,
    retryBaseMs: 20,
    catchUpMs: 20,
    ...overrides,
  });
  const projected = async (position: GlobalPosition) =>
    expect(await waitUntilProjected(m.db, ['catalog', 'requests'], position, 10_000)).toBe(true);

  async function request(
    requesterId: string,
    at = junction,
    window = { timeFrom: '07:30', timeTo: '08:30' },
  ) {
    const { requestId, position } = await openRequest(
      m.store,
      {
        requesterId,
        title: 'ตามหาคลิปรถชนท้าย',
        description: 'ถูกชนท้ายแล้วคู่กรณีขับหนี',
        place: {
          ...at,
          radiusM: 500,
          province: 'กรุงเทพมหานคร',
          district: 'บางขุนเทียน',
          subDistrict: 'แสมดำ',
          address: 'ถนนพระราม 2',
        },
        when: { incidentDate, ...window },
        vehicleTypes: ['car'],
        maxPriceSatang: 200_000,
        now: new Date().toISOString(),
      },
      { actor: { id: requesterId, role: 'buyer' }, correlationId: randomUUID() },
    );
    await projected(position);
    return requestId;
  }
  async function approvedClip(sellerId: string, at = north(100), incidentTime = '07:50') {
    const { clipId } = await recordClip(m.store, sellerId, {
      incidentDate,
      incidentTime,
      location: {
        ...at,
        province: 'กรุงเทพมหานคร',
        district: 'บางขุนเทียน',
        subDistrict: 'แสมดำ',
        address: 'ถนนพระราม 2',
      },
    });
    const { position } = await runClipCommand(
      m.store,
      { type: 'ApproveClip', clipId, now: new Date().toISOString() },
      system,
    );
    return { clipId, position };
  }
  const job = async (clipId: string) =>
    (
      await m.db.query<{ status: string; attempts: number; last_error: string | null }>(
        'select status, attempts, last_error from request_match_jobs where clip_id = $1',
        [clipId],
      )
    ).rows[0];
  const jobDone = (clipId: string) => until(async () => (await job(clipId))?.status === 'done');
  const matchesOf = async (requestId: string) =>
    (await m.store.readStream(streams.request(requestId))).events
      .filter((event) => event.type === 'RequestMatched')
      .map(
        (event) =>
          event.data as { clipId: string; sellerId: string; distanceM: number; minutesApart: number },
      );

  it('an approved clip is matched to the open requests it falls into, once, and never to its seller’s own', async () => {
    const seller = `seller-${randomUUID()}`;
    const near = await request(`victim-${randomUUID()}`);
    const late = await request(`victim-${randomUUID()}`, junction, { timeFrom: '07:00', timeTo: '07:30' });
    const far = await request(`victim-${randomUUID()}`, north(2_000));
    const own = await request(seller);
    const { clipId, position } = await approvedClip(seller);
    await until(() => job(clipId));

    const worker = requestMatcher(options());
    worker.start();
    try {
      await jobDone(clipId);
    } finally {
      await worker.stop();
    }
    expect(await matchesOf(near)).toEqual([
      expect.objectContaining({ clipId, sellerId: seller, distanceM: 100, minutesApart: 0 }),
    ]);
    expect(await matchesOf(late)).toEqual([expect.objectContaining({ clipId, minutesApart: 20 })]);
    expect(await matchesOf(far)).toEqual([]);
    expect(await matchesOf(own)).toEqual([]);
    await projected(position);

    // The same approval delivered again, or the clip's job run again, tells nobody twice.
    await m.db.query(`update request_match_jobs set status = 'queued' where clip_id = $1`, [clipId]);
    const again = requestMatcher(options());
    again.start();
    try {
      await jobDone(clipId);
    } finally {
      await again.stop();
    }
    expect(await matchesOf(near)).toHaveLength(1);
    expect(await matchesOf(late)).toHaveLength(1);
  });

  it('a clip sent for a request is matched to it wherever it lies, with how far and how late', async () => {
    const requesterId = `victim-${randomUUID()}`;
    const requestId = await request(requesterId);
    const seller = `seller-${randomUUID()}`;
    const { clipId } = await recordClip(m.store, seller, {
      incidentDate,
      incidentTime: '10:30',
      location: {
        ...north(2_000),
        province: 'กรุงเทพมหานคร',
        district: 'บางขุนเทียน',
        subDistrict: 'แสมดำ',
        address: 'ถนนพระราม 2',
      },
      answersRequest: { requestId, maxPriceSatang: 200_000 },
    });
    await runClipCommand(m.store, { type: 'ApproveClip', clipId, now: new Date().toISOString() }, system);
    await until(() => job(clipId));
    const worker = requestMatcher(options());
    worker.start();
    try {
      await jobDone(clipId);
    } finally {
      await worker.stop();
    }
    expect(await matchesOf(requestId)).toEqual([
      expect.objectContaining({ clipId, sellerId: seller, distanceM: 2_000, minutesApart: 120 }),
    ]);
  });

  it('two workers side by side claim each job once', async () => {
    const requestId = await request(`victim-${randomUUID()}`);
    const clips: string[] = [];
    for (let n = 0; n < 6; n++) clips.push((await approvedClip(`seller-${randomUUID()}`)).clipId);
    await until(async () => (await Promise.all(clips.map(job))).every(Boolean));
    const workers = [
      requestMatcher(options({ concurrency: 2 })),
      requestMatcher(options({ concurrency: 2 })),
    ];
    workers.forEach((worker) => worker.start());
    try {
      for (const clipId of clips) await jobDone(clipId);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    for (const clipId of clips) expect(await job(clipId)).toMatchObject({ status: 'done', attempts: 1 });
    expect((await matchesOf(requestId)).map((match) => match.clipId).sort()).toEqual([...clips].sort());
  });

  it('waits, no try counted, until the read models have passed the approval', async () => {
    const requestId = await request(`victim-${randomUUID()}`);
    const { clipId } = await approvedClip(`seller-${randomUUID()}`);
    await until(() => job(clipId));
    // As if the approval were far ahead of the catalogue (a projector catching up).
    const ahead = formatPosition({ tx: 1n << 40n, gp: 1n << 40n });
    const { rows } = await m.db.query<{ approved_position: string }>(
      `update request_match_jobs j set approved_position = $2 from request_match_jobs old
        where j.clip_id = $1 and old.clip_id = j.clip_id returning old.approved_position`,
      [clipId, ahead],
    );
    const worker = requestMatcher(options({ catchUpMs: 60_000 }));
    worker.start();
    try {
      await until(async () => {
        const row = await job(clipId);
        return row?.status === 'queued' && row.attempts === 0 && (await matchesOf(requestId)).length === 0;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await job(clipId)).toMatchObject({ status: 'queued', attempts: 0 });
    } finally {
      await worker.stop();
    }
    // Caught up: matched.
    await m.db.query(
      `update request_match_jobs set approved_position = $2, run_after = now() where clip_id = $1`,
      [clipId, rows[0]!.approved_position],
    );
    const caughtUp = requestMatcher(options());
    caughtUp.start();
    try {
      await jobDone(clipId);
    } finally {
      await caughtUp.stop();
    }
    expect(await matchesOf(requestId)).toHaveLength(1);
  });

  it('a failed try is tried again after a wait; a job whose worker died is claimed again after its lease', async () => {
    const requestId = await request(`victim-${randomUUID()}`);
    const { clipId } = await approvedClip(`seller-${randomUUID()}`);
    await until(() => job(clipId));

    // The event store refuses the first append: the job waits and is tried again.
    let refusals = 1;
    const flaky: EventStore = {
      ...m.store,
      append: (...args) => {
        if (refusals-- > 0) return Promise.reject(new Error('the event store is unavailable'));
        return m.store.append(...args);
      },
    };
    const worker = requestMatcher(options({ store: flaky }));
    worker.start();
    try {
      await jobDone(clipId);
    } finally {
      await worker.stop();
    }
    expect(await job(clipId)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await matchesOf(requestId)).toHaveLength(1);

    // A worker claims the next job and dies: its row stays running until the lease runs out.
    const second = await request(`victim-${randomUUID()}`);
    const next = await approvedClip(`seller-${randomUUID()}`);
    await until(() => job(next.clipId));
    await m.db.query(
      `update request_match_jobs set run_after = now() + interval '1 hour' where clip_id <> $1`,
      [next.clipId],
    );
    const claimed = await requestMatchJobQueue(m.db).claim(1);
    expect(claimed?.clipId).toBe(next.clipId);
    const survivor = requestMatcher(options({ leaseSeconds: 1 }));
    survivor.start();
    try {
      await jobDone(next.clipId);
    } finally {
      await survivor.stop();
    }
    expect(await job(next.clipId)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await matchesOf(second)).toHaveLength(1);
  });

  it('a clip rejected, or deleted before the matcher ran, is matched to nothing', async () => {
    const requestId = await request(`victim-${randomUUID()}`);
    const { clipId } = await recordClip(m.store, `seller-${randomUUID()}`, { incidentDate });
    const { position } = await runClipCommand(
      m.store,
      { type: 'RejectClip', clipId, reason: 'ภาพไม่ชัด', now: new Date().toISOString() },
      system,
    );
    await projected(position);
    expect(await job(clipId)).toBeUndefined();

    // Approved near the request, then deleted by an admin before the matcher ran.
    const gone = await approvedClip(`seller-${randomUUID()}`);
    await until(() => job(gone.clipId));
    const deleted = await runClipCommand(
      m.store,
      {
        type: 'DeleteClip',
        clipId: gone.clipId,
        by: { role: 'admin', id: 'admin-1' },
        now: new Date().toISOString(),
      },
      system,
    );
    await projected(deleted.position);
    const worker = requestMatcher(options());
    worker.start();
    try {
      await jobDone(gone.clipId);
    } finally {
      await worker.stop();
    }
    expect((await matchesOf(requestId)).map((match) => match.clipId)).not.toContain(gone.clipId);
  });
});
