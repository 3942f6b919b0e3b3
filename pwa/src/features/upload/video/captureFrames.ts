/**
 * Frames from the video, drawn on a canvas at the video's size (640×480 when unknown) scaled down
 * to fit the largest cover the server keeps (1280×720: a 4K frame would only cost upload bytes and
 * the seller's image allowance), and encoded as JPEG 0.9, each taken 100 ms after the seek settled
 * (spec §5 cover times).
 */
import { COVER, COVER_MAX_HEIGHT, COVER_MAX_WIDTH } from '../../../lib/constants.ts';

/** The canvas size for a frame of `width`×`height`: the same shape, never larger than a cover. */
export function frameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, COVER_MAX_WIDTH / width, COVER_MAX_HEIGHT / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function once(target: HTMLVideoElement, event: 'loadeddata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    const ok = () => {
      target.removeEventListener('error', fail);
      resolve();
    };
    const fail = () => {
      target.removeEventListener(event, ok);
      reject(new Error('video error'));
    };
    target.addEventListener(event, ok, { once: true });
    target.addEventListener('error', fail, { once: true });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function captureFrames(video: Blob, times: readonly number[]): Promise<Blob[]> {
  const url = URL.createObjectURL(video);
  const element = document.createElement('video');
  element.muted = true;
  element.playsInline = true;
  element.preload = 'auto';
  try {
    const loaded = once(element, 'loadeddata');
    element.src = url;
    await loaded;
    const canvas = document.createElement('canvas');
    const size = frameSize(
      element.videoWidth || COVER.defaultWidth,
      element.videoHeight || COVER.defaultHeight,
    );
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const frames: Blob[] = [];
    for (const time of times) {
      const seeked = once(element, 'seeked');
      element.currentTime = time;
      await seeked;
      await wait(COVER.captureDelayMs);
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      frames.push(
        await new Promise<Blob>((resolve, reject) =>
          canvas.toBlob(
            (blob) => (blob ? resolve(blob) : reject(new Error('no frame'))),
            'image/jpeg',
            COVER.jpegQuality,
          ),
        ),
      );
    }
    return frames;
  } finally {
    element.removeAttribute('src');
    URL.revokeObjectURL(url);
  }
}
