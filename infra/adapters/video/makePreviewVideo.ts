import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import {
  PREVIEW_BITRATE,
  PREVIEW_BUFFER_SIZE,
  PREVIEW_FFMPEG_NICENESS,
  PREVIEW_MAX_BITRATE,
  PREVIEW_MAX_HEIGHT,
  PREVIEW_WATERMARK_TEXT,
} from './previewSettings.ts';

/** The watermark's font: Sarabun Bold from node_modules (OFL), never a system font path. */
const fontFile = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf',
);

export interface PreviewVideoRequest {
  ffmpeg: string;
  input: string;
  /** Written whole, then the caller moves it into place. */
  output: string;
  /** The clip's short id, printed in the watermark. */
  shortId: string;
  fromSeconds: number;
  lengthSeconds: number;
  /** 0–100, as ffmpeg reports its position in the output. */
  onProgress?: (percent: number) => void | Promise<void>;
  /** Aborting kills ffmpeg (shutdown, or the job was taken away). */
  signal?: AbortSignal;
}

export interface PreviewVideo {
  width: number;
  height: number;
  /** The highest resident memory ffmpeg reached (its own process, not the server's). */
  peakRssBytes: number | null;
}

export class PreviewVideoFailed extends Error {}

/**
 * Text over the whole frame in a staggered grid (three rows, shifted per row, plus the centre),
 * semi-transparent: cropping one away leaves the others, and cropping them all leaves no picture.
 */
function watermarkFilters(shortId: string): string[] {
  const text = `${PREVIEW_WATERMARK_TEXT} · ${shortId}`.replace(/[\\':]/g, (c) => `\\${c}`);
  const font = fontFile.replace(/[\\':]/g, (c) => `\\${c}`);
  const spots = [
    ['w*0.04', 'h*0.08'],
    ['w*0.55', 'h*0.08'],
    ['w*0.28', 'h*0.30'],
    ['(w-tw)/2', '(h-th)/2'],
    ['w*0.04', 'h*0.62'],
    ['w*0.55', 'h*0.62'],
    ['w*0.28', 'h*0.86'],
  ];
  return spots.map(
    ([x, y]) =>
      `drawtext=fontfile='${font}':text='${text}':fontsize=h/16:fontcolor=white@0.45:` +
      `borderw=2:bordercolor=black@0.35:x=${x}:y=${y}`,
  );
}

export function previewVideoArgs(request: PreviewVideoRequest): string[] {
  const scale = `scale=-2:'trunc(min(${PREVIEW_MAX_HEIGHT},ih)/2)*2'`;
  return [
    '-nostdin',
    '-hide_banner',
    '-nostats',
    '-y',
    '-ss',
    request.fromSeconds.toFixed(3),
    '-t',
    request.lengthSeconds.toFixed(3),
    '-i',
    request.input,
    '-vf',
    [scale, ...watermarkFilters(request.shortId), 'format=yuv420p'].join(','),
    '-an',
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-b:v',
    PREVIEW_BITRATE,
    '-maxrate',
    PREVIEW_MAX_BITRATE,
    '-bufsize',
    PREVIEW_BUFFER_SIZE,
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-f',
    'mp4',
    request.output,
  ];
}

/** Resident memory high-water mark of a running process (Linux), or null elsewhere. */
async function peakRss(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status && /^VmHWM:\s+(\d+) kB/m.exec(status);
  return kb ? Number(kb[1]) * 1024 : null;
}

/**
 * Makes the watermarked preview with ffmpeg as a child process (its memory is not the server's),
 * at low priority, reading `-progress` from its stdout; the output size is read from its log.
 */
export function makePreviewVideo(request: PreviewVideoRequest): Promise<PreviewVideo> {
  return new Promise((resolve, reject) => {
    const child = spawn(request.ffmpeg, previewVideoArgs(request), { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      if (child.pid !== undefined) setPriority(child.pid, PREVIEW_FFMPEG_NICENESS);
    } catch {
      // Not allowed here (some containers): it runs at normal priority.
    }
    let log = '';
    let peak: number | null = null;
    const kill = () => child.kill('SIGKILL');
    request.signal?.addEventListener('abort', kill, { once: true });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Only the tail is kept: the end says what went wrong.
      log = (log + chunk).slice(-8000);
    });
    const lengthUs = request.lengthSeconds * 1_000_000;
    createInterface({ input: child.stdout }).on('line', (line) => {
      const at = /^out_time_us=(\d+)$/.exec(line);
      if (at && lengthUs > 0) {
        const percent = Math.min(100, Math.floor((Number(at[1]) / lengthUs) * 100));
        void request.onProgress?.(percent);
      }
      if (line.startsWith('progress=') && child.pid !== undefined)
        void peakRss(child.pid).then((rss) => {
          if (rss !== null) peak = Math.max(peak ?? 0, rss);
        });
    });
    child.on('error', (error) => {
      request.signal?.removeEventListener('abort', kill);
      reject(new PreviewVideoFailed(`ffmpeg could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      request.signal?.removeEventListener('abort', kill);
      if (code !== 0) {
        const why = signal ? `killed by ${signal}` : `exit ${code}: ${lastLines(log)}`;
        return reject(new PreviewVideoFailed(`ffmpeg failed (${why})`));
      }
      const size = /Output #0[\s\S]*?Video:[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(log);
      if (!size) return reject(new PreviewVideoFailed('ffmpeg wrote no video stream'));
      resolve({ width: Number(size[1]), height: Number(size[2]), peakRssBytes: peak });
    });
  });
}

const lastLines = (log: string) => log.trim().split('\n').slice(-3).join(' | ').slice(0, 500);
