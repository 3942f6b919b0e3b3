import { describe, expect, it } from 'vitest';
import { COVER_MAX_WIDTH, COVER_THUMB_WIDTH } from './constants.ts';
import { coverSrcSet } from './coverImages.ts';

describe('a cover offered at two widths', () => {
  it('given a cover, offers its thumbnail and itself with their widths, in its own format', () => {
    expect(coverSrcSet('/api/media/images/abc.webp')).toBe(
      `/api/media/images/abc-thumb.webp ${COVER_THUMB_WIDTH}w, /api/media/images/abc.webp ${COVER_MAX_WIDTH}w`,
    );
    expect(coverSrcSet('/api/media/images/abc.jpg')).toBe(
      `/api/media/images/abc-thumb.jpg ${COVER_THUMB_WIDTH}w, /api/media/images/abc.jpg ${COVER_MAX_WIDTH}w`,
    );
  });
  it('given a thumbnail or another address, offers nothing', () => {
    expect(coverSrcSet('/api/media/images/abc-thumb.webp')).toBeNull();
    expect(coverSrcSet('https://elsewhere.example/cover.webp')).toBeNull();
    expect(coverSrcSet('/api/media/images/abc.png')).toBeNull();
  });
});
