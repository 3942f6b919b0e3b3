import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeTestVideo } from '../../../tests/fixtures/testVideos.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MAX_SECONDS } from '../../../events/constants.ts';
import { ffmpegPath } from './ffmpegPath.ts';
import { makePreviewVideo, PreviewVideoFailed } from './makePreviewVideo.ts';
import { PREVIEW_MAX_HEIGHT } from './previewSettings.ts';

const FFPROBE = '/usr/bin/ffprobe';
/** "About 1 Mbit/s": the cap (1.2M) with room for the container. */
const BITRATE_BOUND = 1_300_000;

let dir: string;
let ffmpeg: string;
let original: string;

function probe(file: string) {
  const json = execFileSync(FFPROBE, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], {
    encoding: 'utf8',
  });
  return JSON.parse(json) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    format: { duration: string; bit_rate: string };
  };
}

/** One frame at `seconds`, scaled to 320×180 grey bytes: the same size whatever the source. */
function frame(file: string, seconds: number): Buffer {
  return execFileSync(ffmpeg, [
    '-nostdin',
    '-loglevel',
    'error',
    '-ss',
    String(seconds),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    'scale=320:180,format=gray',
    '-f',
    'rawvideo',
    'pipe:1',
  ]);
}

const meanDifference = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dashclip-preview-'));
  ffmpeg = await ffmpegPath();
  original = path.join(dir, 'original.mp4');
  // A 30 s 720p dashcam stand-in with sound.
  makeTestVideo(ffmpeg, original, { seconds: 30, sound: true });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the watermarked preview video (real ffmpeg)', () => {
  it('is H.264 MP4, at most 480 px high with the aspect kept, at most 15 s, about 1 Mbit/s, without sound', async () => {
    const output = path.join(dir, 'preview.mp4');
    const progress: number[] = [];
    const video = await makePreviewVideo({
      ffmpeg,
      input: original,
      output,
      shortId: '0a1b2c3d',
      fromSeconds: 5,
      lengthSeconds: PREVIEW_MAX_SECONDS,
      onProgress: (percent) => void progress.push(percent),
    });
    expect(video).toMatchObject({ width: 854, height: 480 });
    const info = probe(output);
    expect(info.streams.map((s) => s.codec_type)).toEqual(['video']);
    expect(info.streams[0]).toMatchObject({ codec_name: 'h264', width: 854, height: PREVIEW_MAX_HEIGHT });
    expect(Number(info.format.duration)).toBeLessThanOrEqual(PREVIEW_MAX_SECONDS + 0.1);
    expect(Number(info.format.bit_rate)).toBeLessThanOrEqual(BITRATE_BOUND);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);

    // The watermark is there: the preview's frame differs from the original's at the same time far
    // more than encoding alone would make it.
    const encodedOnly = path.join(dir, 'plain.mp4');
    execFileSync(ffmpeg, [
      '-nostdin',
      '-loglevel',
      'error',
      '-ss',
      '5',
      '-t',
      '15',
      '-i',
      original,
      '-vf',
      'scale=-2:480',
      '-an',
      '-c:v',
      'libx264',
      '-b:v',
      '1M',
      encodedOnly,
    ]);
    const atOriginal = frame(original, 12);
    const watermarked = meanDifference(frame(output, 7), atOriginal);
    const plain = meanDifference(frame(encodedOnly, 7), atOriginal);
    expect(watermarked).toBeGreaterThan(plain * 2);
    expect(watermarked).toBeGreaterThan(3);
  });

  it('a clip smaller than 480 px keeps its size (even dimensions)', async () => {
    const small = path.join(dir, 'small.mp4');
    execFileSync(ffmpeg, [
      '-nostdin',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=641x361:rate=25',
      '-t',
      '4',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-vf',
      'pad=ceil(iw/2)*2:ceil(ih/2)*2',
      small,
    ]);
    const output = path.join(dir, 'small-preview.mp4');
    const video = await makePreviewVideo({
      ffmpeg,
      input: small,
      output,
      shortId: 'x',
      fromSeconds: 0,
      lengthSeconds: 4,
    });
    expect(video.height).toBeLessThanOrEqual(362);
    expect(video.width % 2).toBe(0);
    expect(video.height % 2).toBe(0);
  });

  it("a file that is no video fails with ffmpeg's reason", async () => {
    const output = path.join(dir, 'never.mp4');
    await expect(
      makePreviewVideo({
        ffmpeg,
        input: path.join(dir, 'missing.mp4'),
        output,
        shortId: 'x',
        fromSeconds: 0,
        lengthSeconds: 5,
      }),
    ).rejects.toBeInstanceOf(PreviewVideoFailed);
  });
});
