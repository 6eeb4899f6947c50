import { describe, expect, it } from 'vitest';
import { THUMB_MAX_SIDE, THUMB_QUALITY, thumbnailSize } from './thumbnail';

describe('thumbnail size', () => {
  it('is 320 px on the longest side at JPEG quality 0.8', () => {
    expect(THUMB_MAX_SIDE).toBe(320);
    expect(THUMB_QUALITY).toBe(0.8);
    expect(thumbnailSize(4000, 3000)).toEqual({ width: 320, height: 240 });
    expect(thumbnailSize(1080, 1920)).toEqual({ width: 180, height: 320 });
    expect(thumbnailSize(640, 640)).toEqual({ width: 320, height: 320 });
  });

  it('never enlarges a small image and keeps at least 1 px', () => {
    expect(thumbnailSize(200, 100)).toEqual({ width: 200, height: 100 });
    expect(thumbnailSize(10000, 2)).toEqual({ width: 320, height: 1 });
  });

  it('refuses an image without a size', () => {
    expect(() => thumbnailSize(0, 100)).toThrow();
    expect(() => thumbnailSize(Number.NaN, 100)).toThrow();
  });
});
