import type { Logger } from 'pino';
import { ABANDONED_UPLOAD_HOURS } from '../../../events/constants.ts';
import { UPLOAD_CLEANUP_INTERVAL_MS } from '../constants.ts';
import { lockedRounds, type Schedule } from './schedule.ts';
import type { MediaStore } from '../../adapters/files/mediaStore.ts';
import { removeAbandonedUploads } from '../../adapters/files/removeAbandonedUploads.ts';

const HOUR_MS = 60 * 60 * 1000;

export type UploadCleanupSchedule = Schedule;

/**
 * Removes uploads abandoned for ABANDONED_UPLOAD_HOURS, at start and then every
 * UPLOAD_CLEANUP_INTERVAL_MS. The files are this process's own (the media directory), so no lock.
 */
export function uploadCleanupSchedule(options: {
  media: MediaStore;
  logger: Pick<Logger, 'info' | 'error'>;
  now?: () => Date;
}): UploadCleanupSchedule {
  return lockedRounds({
    intervalMs: UPLOAD_CLEANUP_INTERVAL_MS,
    lock: null,
    logger: options.logger,
    failure: 'upload clean-up failed; trying again next round',
    async run() {
      const removed = await removeAbandonedUploads(
        [options.media.uploadsDir, options.media.incomingDir],
        options.now?.() ?? new Date(),
        ABANDONED_UPLOAD_HOURS * HOUR_MS,
      );
      if (removed > 0) options.logger.info({ removed }, 'abandoned uploads removed');
    },
  });
}
