/**
 * The watermarked preview video of a clip (issue 21) as the API answers it, and the arithmetic of the
 * incident moment the seller marks (seconds from the clip's start, in 0.1 s steps, within the clip).
 * Written with zod/mini: the clip page's schema, read at start, embeds it.
 */
import * as z from 'zod/mini';
import { PREVIEW_MOMENT_STEP_SECONDS } from './constants.ts';

export const PREVIEW_STATUSES = ['none', 'making', 'ready', 'failed'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

const nullableNumber = z.catch(z.nullable(z.number()), null);
const nullableText = z.catch(z.nullable(z.string()), null);

/** `preview` of GET /videos/{id}; failureReason reaches only the clip's seller and admins. */
export const videoPreviewSchema = z.object({
  status: z.catch(z.enum(PREVIEW_STATUSES), 'none'),
  url: nullableText,
  momentSeconds: nullableNumber,
  fromSeconds: nullableNumber,
  toSeconds: nullableNumber,
  progress: nullableNumber,
  failureReason: nullableText,
});
export type VideoPreview = z.infer<typeof videoPreviewSchema>;

export const NO_PREVIEW: VideoPreview = {
  status: 'none',
  url: null,
  momentSeconds: null,
  fromSeconds: null,
  toSeconds: null,
  progress: null,
  failureReason: null,
};

/** An answer from before previews (or an odd one) reads as "no preview", never as a broken page. */
export const videoPreviewField = z.catch(videoPreviewSchema, NO_PREVIEW);

/** `preview` of the admin and seller clip lists: its state and, when it failed, why. */
export const previewSummaryField = z.catch(
  z.object({ status: z.catch(z.enum(PREVIEW_STATUSES), 'none'), failureReason: nullableText }),
  { status: 'none', failureReason: null },
);
export type PreviewSummary = z.infer<typeof previewSummaryField>;

const steps = (seconds: number) => Math.round(seconds / PREVIEW_MOMENT_STEP_SECONDS);
const ofSteps = (count: number) => Number((count * PREVIEW_MOMENT_STEP_SECONDS).toFixed(1));

/** The latest moment of a clip `duration` long: its length, down to a whole step. */
export function lastMoment(duration: number | null): number {
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return 0;
  return ofSteps(Math.floor(duration / PREVIEW_MOMENT_STEP_SECONDS + 1e-9));
}

/** The default moment: the middle of the clip. */
export function middleMoment(duration: number | null): number {
  return ofSteps(Math.floor(steps(lastMoment(duration)) / 2));
}

/** A moment within the clip on the 0.1 s grid; anything unreadable becomes the middle. */
export function clampMoment(value: number, duration: number | null): number {
  if (!Number.isFinite(value)) return middleMoment(duration);
  return Math.min(Math.max(ofSteps(steps(value)), 0), lastMoment(duration));
}

/** Clips whose preview anyone may watch; before approval it needs the seller's or an admin's media token. */
export const PUBLIC_PREVIEW_STATUSES: readonly string[] = ['approved', 'sold'];

/**
 * The preview's URL carrying the media token of a stream URL (POST /videos/{id}/stream-token answers
 * `/api/videos/{id}/stream?t=…`): a `<video src>` cannot send the Bearer header.
 */
export function withMediaToken(previewUrl: string, streamUrl: string): string {
  const token = new URL(streamUrl, 'http://media.invalid').searchParams.get('t');
  if (!token) return previewUrl;
  const url = new URL(previewUrl, 'http://media.invalid');
  url.searchParams.set('t', token);
  return `${url.pathname}${url.search}`;
}

/** mm:ss.s, e.g. 75.3 → 01:15.3. */
export function formatMoment(seconds: number): string {
  const tenths = Math.max(0, steps(seconds));
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${String(minutes).padStart(2, '0')}:${rest.toFixed(1).padStart(4, '0')}`;
}
