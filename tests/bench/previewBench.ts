/**
 * `npm run bench:preview` (issue 21): how long making a watermarked preview takes per minute of
 * source video, and the peak memory of the ffmpeg child and of this (the server's) process. The
 * sources are 720p test videos made with ffmpeg itself, from 30 s to the 120 s upload limit, and
 * one of about 100 MB (the upload size limit).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeTestVideo } from '../fixtures/testVideos.ts';
import { middleOf } from '../../events/clip/clipEvents.ts';
import { ffmpegPath } from '../../infra/adapters/video/ffmpegPath.ts';
import { makePreviewVideo } from '../../infra/adapters/video/makePreviewVideo.ts';
import { previewWindow } from '../../infra/app/previews/previewWindow.ts';

const MB = 1024 * 1024;
const SOURCES = [
  { seconds: 30, bitrate: '4M' },
  { seconds: 60, bitrate: '4M' },
  { seconds: 120, bitrate: '4M' },
  { seconds: 20, bitrate: '40M' },
];

const serverPeak = () =>
  Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;

const dir = mkdtempSync(path.join(tmpdir(), 'dashclip-preview-bench-'));
try {
  const ffmpeg = await ffmpegPath(process.env.FFMPEG_PATH);
  console.log(`ffmpeg: ${ffmpeg}`);
  console.log('source            size    made in   s per source minute   ffmpeg peak RSS   server peak RSS');
  for (const source of SOURCES) {
    const input = path.join(dir, `source-${source.seconds}s-${source.bitrate}.mp4`);
    makeTestVideo(ffmpeg, input, { seconds: source.seconds, sound: true, bitrate: source.bitrate });
    const { fromSeconds, toSeconds } = previewWindow(middleOf(source.seconds), source.seconds);
    const started = process.hrtime.bigint();
    const video = await makePreviewVideo({
      ffmpeg,
      input,
      output: path.join(dir, 'preview.mp4'),
      shortId: 'bench000',
      fromSeconds,
      lengthSeconds: toSeconds - fromSeconds,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const perMinute = seconds / (source.seconds / 60);
    console.log(
      [
        `${source.seconds} s 720p @${source.bitrate}`.padEnd(17),
        `${(statSync(input).size / MB).toFixed(0)} MB`.padStart(6),
        `${seconds.toFixed(1)} s`.padStart(10),
        `${perMinute.toFixed(1)} s`.padStart(21),
        `${video.peakRssBytes === null ? '?' : (video.peakRssBytes / MB).toFixed(0)} MB`.padStart(17),
        `${(serverPeak() / MB).toFixed(0)} MB`.padStart(17),
      ].join(' '),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
