import { describe, expect, it } from 'vitest';
import {
  clampMoment,
  formatMoment,
  lastMoment,
  middleMoment,
  NO_PREVIEW,
  previewSummaryField,
  videoPreviewField,
} from './videoPreview.ts';
import * as z from 'zod/mini';

describe('the incident moment', () => {
  it('defaults to the middle of the clip, on the 0.1 s grid', () => {
    expect(middleMoment(42)).toBe(21);
    expect(middleMoment(41.37)).toBe(20.6);
    expect(middleMoment(0.15)).toBe(0);
    expect(middleMoment(null)).toBe(0);
  });

  it('is clamped into the clip and onto the grid', () => {
    expect(clampMoment(-3, 10)).toBe(0);
    expect(clampMoment(12, 10)).toBe(10);
    expect(clampMoment(10.04, 10.07)).toBe(10);
    expect(clampMoment(3.14159, 10)).toBe(3.1);
    expect(clampMoment(Number.NaN, 10)).toBe(5);
    expect(lastMoment(10.07)).toBe(10);
    expect(lastMoment(7.3)).toBe(7.3);
  });

  it('reads as mm:ss.s', () => {
    expect(formatMoment(0)).toBe('00:00.0');
    expect(formatMoment(9.96)).toBe('00:10.0');
    expect(formatMoment(75.3)).toBe('01:15.3');
    expect(formatMoment(120)).toBe('02:00.0');
  });
});

describe('the preview in API answers', () => {
  it('reads an absent or odd preview as none', () => {
    expect(z.parse(videoPreviewField, undefined)).toEqual(NO_PREVIEW);
    expect(z.parse(videoPreviewField, { status: 'ready', url: 3 })).toEqual({
      ...NO_PREVIEW,
      status: 'ready',
    });
    expect(z.parse(previewSummaryField, null)).toEqual({ status: 'none', failureReason: null });
  });

  it('keeps a full answer', () => {
    const ready = {
      status: 'ready',
      url: '/api/videos/c1/preview',
      momentSeconds: 20.5,
      fromSeconds: 13,
      toSeconds: 28,
      progress: null,
      failureReason: null,
    };
    expect(z.parse(videoPreviewField, ready)).toEqual(ready);
  });
});
