import { describe, expect, it } from 'vitest';
import { COVER_MAX_HEIGHT, COVER_MAX_WIDTH } from '../../../lib/constants.ts';
import { frameSize } from './captureFrames.ts';

describe('captured frames are never larger than the cover the server keeps', () => {
  it('a 4K frame is scaled down to fit, keeping its shape', () => {
    expect(frameSize(3840, 2160)).toEqual({ width: COVER_MAX_WIDTH, height: COVER_MAX_HEIGHT });
    expect(frameSize(1440, 1440)).toEqual({ width: COVER_MAX_HEIGHT, height: COVER_MAX_HEIGHT });
  });

  it('a small frame keeps its size', () => {
    expect(frameSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
