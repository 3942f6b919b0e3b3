import { existsSync } from 'node:fs';

/** Debian's ffmpeg (installed by `.ci/run` and the Dockerfile). */
const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';

/**
 * The ffmpeg binary: FFMPEG_PATH when configured, else the machine's, else the static binary the
 * npm package `@ffmpeg-installer/ffmpeg` ships inside node_modules (so `npm install && npm start`
 * works on a fresh machine). Nothing is ever downloaded at run time.
 */
export async function ffmpegPath(configured?: string): Promise<string> {
  if (configured) return configured;
  if (existsSync(SYSTEM_FFMPEG)) return SYSTEM_FFMPEG;
  return (await import('@ffmpeg-installer/ffmpeg')).path;
}
