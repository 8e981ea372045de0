import { describe, expect, it } from 'vitest';
import { placeInSquare, sourceAdvice } from './fit';
import { sharpen, sharpenAmountFor } from './sharpen';

describe('placeInSquare', () => {
  it('pads a wide source: whole image, centred, full width', () => {
    expect(placeInSquare(200, 100, 'pad')).toEqual({
      source: { x: 0, y: 0, width: 200, height: 100 },
      target: { x: 0, y: 0.25, width: 1, height: 0.5 },
    });
  });

  it('pads a tall source along the width', () => {
    expect(placeInSquare(100, 400, 'pad').target).toEqual({ x: 0.375, y: 0, width: 0.25, height: 1 });
  });

  it('crops the centred square', () => {
    expect(placeInSquare(300, 100, 'crop')).toEqual({
      source: { x: 100, y: 0, width: 100, height: 100 },
      target: { x: 0, y: 0, width: 1, height: 1 },
    });
  });

  it('stretches the whole source over the square', () => {
    expect(placeInSquare(300, 100, 'stretch').target).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});

describe('sourceAdvice', () => {
  it('flags sources under 512 px and non-square ones', () => {
    expect(sourceAdvice(64, 64, 512)).toEqual({ tooSmall: true, notSquare: false });
    expect(sourceAdvice(1024, 512, 512)).toEqual({ tooSmall: false, notSquare: true });
    expect(sourceAdvice(512, 512, 512)).toEqual({ tooSmall: false, notSquare: false });
  });
});

describe('sharpen', () => {
  it('raises the contrast across an edge and keeps flat areas', () => {
    const width = 4;
    const data = new Uint8ClampedArray(width * 1 * 4);
    [100, 100, 200, 200].forEach((v, x) => data.set([v, v, v, 255], x * 4));
    const out = sharpen(data, width, 1, 0.5);
    expect(out[4]).toBeLessThan(100);
    expect(out[8]).toBeGreaterThan(200);
    expect(out[0]).toBe(100);
    expect(out[3]).toBe(255);
  });

  it('leaves no dark fringe where an opaque shape meets transparency', () => {
    const data = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0]);
    const out = sharpen(data, 3, 1, 0.5);
    expect([out[0], out[1], out[2]]).toEqual([255, 255, 255]);
  });

  it('sharpens the small ICO sizes only', () => {
    expect(sharpenAmountFor(16)).toBeGreaterThan(sharpenAmountFor(48));
    expect(sharpenAmountFor(96)).toBe(0);
  });
});
