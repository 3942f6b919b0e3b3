import type { SqlExecutor } from './sqlClient.ts';

export type DeliveryChannel = 'email' | 'push';
export const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ['email', 'push'];

/** A claimed delivery: one notification by one channel. */
export interface DeliveryJob {
  notificationId: string;
  channel: DeliveryChannel;
  uid: string;
  kind: string;
  attempts: number;
  /** The browsers a push job reached or gave up on in earlier tries. */
  doneTargets: string[];
}

interface JobRow {
  notification_id: string;
  channel: DeliveryChannel;
  uid: string;
  kind: string;
  attempts: number;
  done_targets: string[];
}

const FEED = 'notifications';

/**
 * The delivery job table (migration 014) as the delivery worker uses it. Every update after the
 * claim holds only while the job is still running: a job an erasure removed stays removed.
 */
export function deliveryJobQueue(db: SqlExecutor) {
  const finish = async (job: DeliveryJob, set: string, params: unknown[]) => {
    await db.query(
      `update delivery_jobs set ${set}, lease_until = null, updated_at = now()
        where notification_id = $1 and channel = $2 and status = 'running'`,
      [job.notificationId, job.channel, ...params],
    );
  };
  return {
    /**
     * Queues a job per channel for notifications of `kinds` not fed before: newer than `maxAgeMs`,
     * from `lookbackMs` before the newest fed so far (the notifications read model may fill out of
     * time order) — at most `limit` of them, oldest first. Answers how many notifications it fed.
     * Nothing happens before the read models it reads exist (a command-api may start first).
     */
    async feed(options: {
      kinds: readonly string[];
      maxAgeMs: number;
      lookbackMs: number;
      limit: number;
    }): Promise<number> {
      const { rows: ready } = await db.query<{ ready: boolean }>(
        `select to_regclass('notifications') is not null and to_regclass('delivery_erased_members') is not null
                as ready`,
      );
      if (!ready[0]?.ready) return 0;
      const { rows } = await db.query<{ notified_at: Date | string }>(
        `with since as (
           select greatest(
                    now() - make_interval(secs => $2::float8 / 1000),
                    coalesce((select seen_until from delivery_feed where feed = $5), '-infinity'::timestamptz)
                      - make_interval(secs => $3::float8 / 1000)) as at),
         fresh as (
           select n.id, n.uid, n.kind, n.created_at from notifications n, since
            where n.kind = any($1::text[]) and n.created_at > since.at
              and not exists (select 1 from delivery_jobs j where j.notification_id = n.id)
              and not exists (select 1 from delivery_erased_members e where e.uid = n.uid)
            order by n.created_at, n.id limit $4),
         queued as (
           insert into delivery_jobs (notification_id, channel, uid, kind, notified_at)
           select f.id, c.channel, f.uid, f.kind, f.created_at
             from fresh f cross join unnest(array['email', 'push']) as c (channel)
           on conflict (notification_id, channel) do nothing)
         select created_at as notified_at from fresh`,
        [options.kinds, options.maxAgeMs, options.lookbackMs, options.limit, FEED],
      );
      if (rows.length === 0) return 0;
      const newest = rows.reduce(
        (latest, row) => Math.max(latest, new Date(row.notified_at).getTime()),
        Number.NEGATIVE_INFINITY,
      );
      await db.query(
        `insert into delivery_feed (feed, seen_until) values ($1, $2)
         on conflict (feed) do update set seen_until = greatest(delivery_feed.seen_until, excluded.seen_until),
           updated_at = now()`,
        [FEED, new Date(newest).toISOString()],
      );
      return rows.length;
    },

    /** The next due job (queued and due, or running with its lease run out), claimed for `leaseSeconds`. */
    async claim(leaseSeconds: number): Promise<DeliveryJob | null> {
      const { rows } = await db.query<JobRow>(
        `update delivery_jobs j set status = 'running', attempts = j.attempts + 1,
                lease_until = now() + make_interval(secs => $1), updated_at = now()
          where (j.notification_id, j.channel) = (
            select notification_id, channel from delivery_jobs
             where (status = 'queued' and run_after <= now()) or (status = 'running' and lease_until < now())
             order by run_after limit 1 for update skip locked)
         returning j.notification_id, j.channel, j.uid, j.kind, j.attempts, j.done_targets`,
        [leaseSeconds],
      );
      const row = rows[0];
      return row
        ? {
            notificationId: row.notification_id,
            channel: row.channel,
            uid: row.uid,
            kind: row.kind,
            attempts: Number(row.attempts),
            doneTargets: row.done_targets,
          }
        : null;
    },

    /** How many e-mails the member was sent since `sinceMs` ago (the hourly cap). */
    async emailsSentTo(uid: string, sinceMs: number): Promise<number> {
      const { rows } = await db.query<{ count: string | number }>(
        `select count(*) as count from delivery_jobs
          where uid = $1 and channel = 'email' and status = 'sent'
            and sent_at > now() - make_interval(secs => $2::float8 / 1000)`,
        [uid, sinceMs],
      );
      return Number(rows[0]?.count ?? 0);
    },

    sent: (job: DeliveryJob, doneTargets: string[] = job.doneTargets) =>
      finish(job, `status = 'sent', sent_at = now(), done_targets = $3, last_error = null`, [doneTargets]),

    /** Nothing to send, and why (the channel off, no browser, the account gone: no personal data). */
    skipped: (job: DeliveryJob, outcome: string) =>
      finish(job, `status = 'skipped', outcome = $3`, [outcome]),

    /** Tried again after `delayMs`, with the browsers done so far. */
    retry: (job: DeliveryJob, error: string, delayMs: number, doneTargets: string[] = job.doneTargets) =>
      finish(
        job,
        `status = 'queued', last_error = $3, done_targets = $5,
         run_after = now() + make_interval(secs => $4::float8 / 1000)`,
        [error, delayMs, doneTargets],
      ),

    failed: (job: DeliveryJob, error: string, doneTargets: string[] = job.doneTargets) =>
      finish(job, `status = 'failed', last_error = $3, done_targets = $4`, [error, doneTargets]),

    /** Removes finished jobs whose notification is older than `keptMs` (no feed round meets it again). */
    async purge(keptMs: number): Promise<void> {
      await db.query(
        `delete from delivery_jobs
          where notified_at < now() - make_interval(secs => $1::float8 / 1000)
            and status in ('sent', 'skipped', 'failed')`,
        [keptMs],
      );
    },
  };
}

export type DeliveryJobQueue = ReturnType<typeof deliveryJobQueue>;
