import { describe, expect, it } from 'vitest';
import { differingPixelRatio } from './pixel-diff';

const image = (pixels: number[][]) => ({ width: pixels.length, height: 1, data: new Uint8ClampedArray(pixels.flat()) });

describe('differingPixelRatio', () => {
  it('is 0 for identical renders and 1 for different sizes', () => {
    const a = image([[0, 0, 0, 255], [10, 20, 30, 128]]);
    expect(differingPixelRatio(a, a)).toBe(0);
    expect(differingPixelRatio(a, image([[0, 0, 0, 255]]))).toBe(1);
  });

  it('ignores small anti-aliasing moves and counts real changes', () => {
    const a = image([[0, 0, 0, 255], [0, 0, 0, 255], [255, 0, 0, 255], [0, 0, 0, 0]]);
    const b = image([[8, 8, 8, 255], [0, 0, 0, 250], [0, 0, 255, 255], [0, 0, 0, 0]]);
    expect(differingPixelRatio(a, b)).toBe(0.25);
  });

  it('sees a white shape appear on transparency (visible on black)', () => {
    expect(differingPixelRatio(image([[0, 0, 0, 0]]), image([[255, 255, 255, 255]]))).toBe(1);
  });

  it('ignores colour hidden under full transparency', () => {
    expect(differingPixelRatio(image([[255, 0, 0, 0]]), image([[0, 255, 0, 0]]))).toBe(0);
  });
});
