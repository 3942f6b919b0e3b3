/** The chosen file's checks (spec §5 video file): type, 100 MB, readable, at most 120 s. */
import { VIDEO_CONTAINERS, VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from '../../../lib/constants.ts';
import { upload as t } from '../uploadTexts.ts';

export type VideoCheck = { ok: true; durationSeconds: number } | { ok: false; message: string };

/** Reads the duration from the file's metadata in a <video>; rejects when the browser cannot. */
export function readVideoDuration(file: Blob): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = () => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      const duration = video.duration;
      done();
      resolve(duration);
    };
    video.onerror = () => {
      done();
      reject(new Error('unreadable'));
    };
    video.src = url;
  });
}

function looksLikeVideo(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type.startsWith('video/') || (VIDEO_CONTAINERS as readonly string[]).includes(extension);
}

export async function checkVideoFile(
  file: File,
  readDuration: (file: Blob) => Promise<number> = readVideoDuration,
): Promise<VideoCheck> {
  if (!looksLikeVideo(file)) return { ok: false, message: t.video.onlyVideo };
  if (file.size > VIDEO_MAX_BYTES) return { ok: false, message: t.video.tooLarge };
  let duration: number;
  try {
    duration = await readDuration(file);
  } catch {
    return { ok: false, message: t.video.unreadable };
  }
  if (!Number.isFinite(duration) || duration <= 0) return { ok: false, message: t.video.unreadable };
  if (duration > VIDEO_MAX_SECONDS) return { ok: false, message: t.video.tooLong(Math.round(duration)) };
  return { ok: true, durationSeconds: duration };
}
