import { open } from 'node:fs/promises';
import { aviDurationSeconds } from './videoProbe/aviDuration.ts';
import { asfDurationSeconds } from './videoProbe/asfDuration.ts';
import { fileBytes, type FileBytes } from './videoProbe/fileBytes.ts';
import { flvDurationSeconds } from './videoProbe/flvDuration.ts';
import { isoBmffDurationSeconds } from './videoProbe/isoBmffDuration.ts';
import { SNIFF_BYTES, sniffContainer, type VideoContainer } from './videoProbe/sniffContainer.ts';

export type { VideoContainer };

/**
 * UNSUPPORTED_FORMAT: the bytes are none of the accepted containers, whatever the file is called.
 * UNREADABLE: an accepted container, but cut short, garbled, or without a usable duration.
 */
export type VideoProbeFailure = 'UNSUPPORTED_FORMAT' | 'UNREADABLE';

export type VideoProbeSuccess = { ok: true; container: VideoContainer; durationSeconds: number };

export type VideoProbeResult = VideoProbeSuccess | { ok: false; reason: VideoProbeFailure };

const durationReaders: Record<VideoContainer, (bytes: FileBytes) => Promise<number | null>> = {
  mp4: isoBmffDurationSeconds,
  mov: isoBmffDurationSeconds,
  avi: aviDurationSeconds,
  wmv: asfDurationSeconds,
  flv: flvDurationSeconds,
};

/**
 * The container and duration of the video at `path`, read from its bytes alone (no ffmpeg), with
 * positioned reads so a 100 MB upload is never held in memory. Bad bytes give a failure value;
 * only a file that cannot be opened or read at all throws, since that is the server's fault.
 */
export async function probeVideo(path: string): Promise<VideoProbeResult> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = fileBytes(handle, size);
    const head = await bytes.read(0, Math.min(SNIFF_BYTES, size));
    const container = head && sniffContainer(head);
    if (!container) return { ok: false, reason: 'UNSUPPORTED_FORMAT' };
    const seconds = await durationReaders[container](bytes);
    if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) {
      return { ok: false, reason: 'UNREADABLE' };
    }
    return { ok: true, container, durationSeconds: seconds };
  } finally {
    await handle.close();
  }
}
