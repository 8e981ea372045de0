import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RESIZE_OPTIONS, MAX_SIDE, targetSize, type ResizeOptions } from './resize-options';

const photo = { width: 4000, height: 3000 };
const pixels = (patch: Partial<ResizeOptions>): ResizeOptions => ({ ...DEFAULT_RESIZE_OPTIONS, mode: 'pixels', ...patch });

describe('targetSize', () => {
  it('scales both sides by a percentage', () => {
    expect(targetSize(photo, { ...DEFAULT_RESIZE_OPTIONS, mode: 'percent', percent: 25 })).toEqual({ width: 1000, height: 750 });
  });

  it('derives the height from a width when the aspect ratio is kept', () => {
    expect(targetSize(photo, pixels({ width: 1920, height: null }))).toEqual({ width: 1920, height: 1440 });
  });

  it('derives the width from a height when the aspect ratio is kept', () => {
    expect(targetSize(photo, pixels({ width: null, height: 600 }))).toEqual({ width: 800, height: 600 });
  });

  it('fits inside a box when both sides are given with the aspect ratio kept', () => {
    expect(targetSize(photo, pixels({ width: 1000, height: 1000 }))).toEqual({ width: 1000, height: 750 });
  });

  it('uses both sides as given when the aspect ratio is not kept', () => {
    expect(targetSize(photo, pixels({ width: 500, height: 500, keepAspectRatio: false }))).toEqual({ width: 500, height: 500 });
  });

  it('keeps the original size when no side is given', () => {
    expect(targetSize(photo, pixels({ width: null, height: null }))).toEqual(photo);
  });

  it('never yields a side below one pixel', () => {
    expect(targetSize({ width: 3000, height: 2 }, pixels({ width: 30, height: null }))).toEqual({ width: 30, height: 1 });
  });

  it('keeps the aspect ratio within rounding for any size and width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 8000 }), fc.integer({ min: 10, max: 8000 }), fc.integer({ min: 10, max: 4000 }), (w, h, target) => {
        const out = targetSize({ width: w, height: h }, pixels({ width: target, height: null }));
        expect(out.width).toBe(target);
        const exact = Math.min(MAX_SIDE, Math.max(1, (h * target) / w));
        expect(Math.abs(out.height - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe('defaults', () => {
  it("are the specification's: by pixels within 800 × 600, and 100 % in percentage mode", () => {
    expect(DEFAULT_RESIZE_OPTIONS).toMatchObject({ mode: 'pixels', width: 800, height: 600, percent: 100, keepAspectRatio: true });
    expect(targetSize({ width: 4000, height: 3000 }, DEFAULT_RESIZE_OPTIONS)).toEqual({ width: 800, height: 600 });
    expect(targetSize({ width: 4000, height: 2000 }, DEFAULT_RESIZE_OPTIONS)).toEqual({ width: 800, height: 400 });
  });
});
