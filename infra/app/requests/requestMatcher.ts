import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { matchRequest } from '../../../command-api/requests/requestUpkeep.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import {
  approvedClipFacts,
  openRequestsForClip,
} from '../../../projector/projections/requests/requestLookups.ts';
import { linkedRequestMatch } from '../../../projector/projections/requests/linkedRequestMatch.ts';
import { waitUntilProjected } from '../../../projector/waitUntilProjected.ts';
import { requestMatchJobQueue, type RequestMatchJob } from '../../adapters/postgres/requestMatchJobQueue.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import {
  READ_MODELS_RETRY_MS,
  REQUEST_MATCH_CONCURRENCY,
  REQUEST_MATCH_LEASE_SECONDS,
  REQUEST_MATCH_MAX_ATTEMPTS,
  REQUEST_MATCH_POLL_MS,
  REQUEST_MATCH_RETRY_BASE_MS,
} from '../constants.ts';
import { failureReason, pauseUnlessStopped } from '../schedulers/jobWorkers.ts';
import type { Schedule } from '../schedulers/schedule.ts';

/** The read models a job reads: the clip's place and time, and the open requests with their matches. */
const READ_MODELS = ['catalog', 'requests'] as const;

export interface RequestMatcherOptions {
  store: EventStore;
  db: SqlClient;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  concurrency?: number;
  leaseSeconds?: number;
  pollMs?: number;
  retryBaseMs?: number;
  /** The wait while the read models have not caught up with the approval (READ_MODELS_RETRY_MS). */
  catchUpMs?: number;
  now?: () => Date;
}

/**
 * Works the request match job table (issue 22) in command-api: up to `concurrency` loops, each
 * claiming a due job (`for update skip locked`) for a clip just approved.
 * Once the catalogue and the requests read model have passed the event that queued it (until
 * then the job waits, no try counted), it reads the clip from the catalogue, finds the open
 * requests whose circle holds its pin and whose window its incident time (`openRequestsForClip`,
 * never the seller's own), and the open request the clip was sent for wherever it lies
 * (`linkedRequestMatch`), and records RequestMatched on each not told of it yet (`matchRequest`,
 * which tells the requester). A clip no longer approved is done with nothing recorded. A failed
 * try is tried again after a doubling wait, up to REQUEST_MATCH_MAX_ATTEMPTS; a job whose process
 * died is claimed again once its lease runs out, and a match recorded before the crash is not
 * recorded twice. `stop` waits for the loops.
 */
export function requestMatcher(options: RequestMatcherOptions): Schedule {
  const queue = requestMatchJobQueue(options.db);
  const lease = options.leaseSeconds ?? REQUEST_MATCH_LEASE_SECONDS;
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  let loops: Promise<void>[] = [];

  const pause = (ms: number) => pauseUnlessStopped(stopping.signal, ms);

  /** Answers how many requests the clip was matched to now. */
  async function match(job: RequestMatchJob): Promise<number> {
    const clip = await approvedClipFacts(options.db, job.clipId);
    if (!clip) return 0;
    const at = now();
    const found = await openRequestsForClip(options.db, clip, at);
    const linked = await linkedRequestMatch(options.db, clip.clipId, at);
    if (linked && !found.some((request) => request.requestId === linked.requestId)) found.push(linked);
    let matched = 0;
    for (const request of found) {
      if (request.alreadyMatched || request.requesterId === clip.sellerId) continue;
      const recorded = await matchRequest(
        options.store,
        {
          requestId: request.requestId,
          clipId: clip.clipId,
          sellerId: clip.sellerId,
          distanceM: request.distanceM,
          minutesApart: request.minutesApart,
          now: at.toISOString(),
        },
        { actor: { system: 'request-matcher' }, correlationId: randomUUID() },
      );
      if (recorded) matched += 1;
    }
    return matched;
  }

  async function work(job: RequestMatchJob): Promise<void> {
    try {
      if (!(await waitUntilProjected(options.db, READ_MODELS, job.approvedPosition, 0))) {
        await queue.later(job, options.catchUpMs ?? READ_MODELS_RETRY_MS);
        return;
      }
      const matched = await match(job);
      await queue.done(job);
      if (matched > 0)
        options.logger.info({ clipId: job.clipId, matched }, 'clip matched to footage requests');
    } catch (error) {
      if (stopping.signal.aborted) return;
      await failedTry(job, failureReason(error));
    }
  }

  async function failedTry(job: RequestMatchJob, reason: string): Promise<void> {
    if (job.attempts < REQUEST_MATCH_MAX_ATTEMPTS) {
      const delay = (options.retryBaseMs ?? REQUEST_MATCH_RETRY_BASE_MS) * 2 ** (job.attempts - 1);
      options.logger.warn(
        { clipId: job.clipId, attempt: job.attempts, reason },
        'matching a clip to footage requests failed; will retry',
      );
      return queue.retry(job, reason, delay);
    }
    options.logger.error(
      { clipId: job.clipId, attempts: job.attempts, reason },
      'matching a clip to footage requests failed for good',
    );
    await queue.failed(job, reason);
  }

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      try {
        const job = await queue.claim(lease);
        if (job) {
          await work(job);
          continue;
        }
      } catch (error) {
        if (stopping.signal.aborted) return;
        options.logger.error({ err: error }, 'request matcher round failed; trying again');
      }
      await pause(options.pollMs ?? REQUEST_MATCH_POLL_MS);
    }
  }

  return {
    start() {
      const n = options.concurrency ?? REQUEST_MATCH_CONCURRENCY;
      loops = Array.from({ length: n }, () => loop());
    },
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
  };
}
