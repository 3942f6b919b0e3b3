import { randomUUID } from 'node:crypto';
import { rename, stat } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { EventStore } from '../../../events/eventStore.ts';
import { streams } from '../../../events/streams.ts';
import type {
  RecordClipPreview,
  RecordClipPreviewFailure,
} from '../../../command-api/domain/clip/commands.ts';
import { clipDecider } from '../../../command-api/domain/clip/decide.ts';
import { DomainError } from '../../../command-api/domain/decider.ts';
import { handleCommand } from '../../../command-api/handleCommand.ts';
import type { MediaStore } from '../../adapters/files/mediaStore.ts';
import { sha256File } from '../../adapters/files/sha256File.ts';
import { previewJobQueue, type PreviewJob } from '../../adapters/postgres/previewJobQueue.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { ffmpegPath } from '../../adapters/video/ffmpegPath.ts';
import { makePreviewVideo, type PreviewVideo } from '../../adapters/video/makePreviewVideo.ts';
import { PREVIEW_SHORT_ID_LENGTH } from '../../adapters/video/previewSettings.ts';
import {
  PREVIEW_CONCURRENCY,
  PREVIEW_LEASE_SECONDS,
  PREVIEW_MAX_ATTEMPTS,
  PREVIEW_POLL_MS,
  PREVIEW_RETRY_BASE_MS,
} from '../constants.ts';
import { failureReason, pauseUnlessStopped } from '../schedulers/jobWorkers.ts';
import type { Schedule } from '../schedulers/schedule.ts';
import { previewWindow } from './previewWindow.ts';

export interface PreviewWorkerOptions {
  store: EventStore;
  db: SqlClient;
  media: MediaStore;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  concurrency?: number;
  ffmpegPath?: string;
  leaseSeconds?: number;
  pollMs?: number;
  retryBaseMs?: number;
  /** Told of each preview made (the bench reads ffmpeg's peak memory from it). */
  onMade?: (clipId: string, video: PreviewVideo & { seconds: number }) => void;
}

/**
 * Works the preview job table (issue 21) where the media directory is: up to `concurrency` loops,
 * each claiming a due job (`for update skip locked`), making the preview with ffmpeg into a fresh
 * file, recording ClipPreviewMade through the clip decider and then moving the file into place
 * (a refused result — the moment moved, the clip went — is dropped with its file). A failed try
 * is tried again after a doubling wait; the last one records ClipPreviewFailed. A job whose
 * process died is claimed again once its lease runs out. Deleted and expired clips' previews are
 * removed here too. `stop` kills running ffmpeg children and waits for the loops.
 */
export function previewWorker(options: PreviewWorkerOptions): Schedule {
  const queue = previewJobQueue(options.db);
  const lease = options.leaseSeconds ?? PREVIEW_LEASE_SECONDS;
  const stopping = new AbortController();
  let loops: Promise<void>[] = [];

  const pause = (ms: number) => pauseUnlessStopped(stopping.signal, ms);

  async function removeDiscarded(): Promise<void> {
    for (const discard of await queue.discards(20)) {
      await options.media.remove(options.media.previewPath(discard.clipId));
      await queue.removed(discard);
    }
  }

  async function record(
    job: PreviewJob,
    command: RecordClipPreview | RecordClipPreviewFailure,
  ): Promise<'recorded' | 'outdated'> {
    try {
      await handleCommand(options.store, streams.clip(job.clipId), clipDecider, command, {
        actor: { system: 'preview-worker' },
        correlationId: randomUUID(),
      });
      return 'recorded';
    } catch (error) {
      if (error instanceof DomainError) return 'outdated';
      throw error;
    }
  }

  async function make(job: PreviewJob, ffmpeg: string): Promise<void> {
    const input = options.media.originalPath(job.storageKey);
    const work = options.media.previewWorkPath(job.clipId);
    const { fromSeconds, toSeconds } = previewWindow(job.momentSeconds, job.durationSeconds);
    const taken = new AbortController();
    const abort = () => taken.abort();
    stopping.signal.addEventListener('abort', abort);
    const started = process.hrtime.bigint();
    try {
      if (input === null) throw new Error('no original for this storage key');
      const video = await makePreviewVideo({
        ffmpeg,
        input,
        output: work,
        shortId: job.clipId.slice(0, PREVIEW_SHORT_ID_LENGTH),
        fromSeconds,
        lengthSeconds: toSeconds - fromSeconds,
        signal: taken.signal,
        onProgress: async (percent) => {
          if (!(await queue.report(job, percent, lease).catch(() => true))) taken.abort();
        },
      });
      if (stopping.signal.aborted || taken.signal.aborted) return;
      const bytes = (await stat(work)).size;
      const sha256 = await sha256File(work);
      const outcome = await record(job, {
        type: 'RecordClipPreview',
        clipId: job.clipId,
        momentSeconds: job.momentSeconds,
        fromSeconds,
        toSeconds,
        width: video.width,
        height: video.height,
        bytes,
        sha256,
        now: new Date().toISOString(),
      });
      if (outcome === 'recorded') {
        await rename(work, options.media.previewPath(job.clipId));
        await queue.done(job);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        options.onMade?.(job.clipId, { ...video, seconds });
        options.logger.info(
          { clipId: job.clipId, seconds: Number(seconds.toFixed(1)), bytes, height: video.height },
          'clip preview made',
        );
      } else options.logger.info({ clipId: job.clipId }, 'clip preview outdated; dropped');
    } catch (error) {
      if (stopping.signal.aborted || taken.signal.aborted) return;
      await failedTry(job, failureReason(error));
    } finally {
      stopping.signal.removeEventListener('abort', abort);
      await options.media.remove(work);
    }
  }

  async function failedTry(job: PreviewJob, reason: string): Promise<void> {
    if (job.attempts < PREVIEW_MAX_ATTEMPTS) {
      const delay = (options.retryBaseMs ?? PREVIEW_RETRY_BASE_MS) * 2 ** (job.attempts - 1);
      options.logger.warn(
        { clipId: job.clipId, attempt: job.attempts, reason },
        'clip preview failed; will retry',
      );
      return queue.retry(job, reason, delay);
    }
    options.logger.error(
      { clipId: job.clipId, attempts: job.attempts, reason },
      'clip preview failed for good',
    );
    await record(job, {
      type: 'RecordClipPreviewFailure',
      clipId: job.clipId,
      momentSeconds: job.momentSeconds,
      reason,
      now: new Date().toISOString(),
    });
    await queue.failed(job, reason);
  }

  async function loop(first: boolean): Promise<void> {
    const ffmpeg = await ffmpegPath(options.ffmpegPath);
    while (!stopping.signal.aborted) {
      try {
        if (first) await removeDiscarded();
        const job = await queue.claim(lease);
        if (job) {
          await make(job, ffmpeg);
          continue;
        }
      } catch (error) {
        if (stopping.signal.aborted) return;
        options.logger.error({ err: error }, 'preview worker round failed; trying again');
      }
      await pause(options.pollMs ?? PREVIEW_POLL_MS);
    }
  }

  return {
    start() {
      const n = options.concurrency ?? PREVIEW_CONCURRENCY;
      loops = Array.from({ length: n }, (_, i) => loop(i === 0));
    },
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
  };
}
