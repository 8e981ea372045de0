import { describe, expect, it } from 'vitest';
import { createPixels } from './pixels';
import { expandPalette, PALETTE_SAMPLE_PIXELS, paletteSample, quantise } from './quantise';
import { syntheticPhoto } from './testing/synthetic';

describe('quantise', () => {
  it('builds the palette from a bounded sample: a 100 MP picture gives at most PALETTE_SAMPLE_PIXELS pixels, spread over it', () => {
    const width = 10_000;
    const height = 10_000;
    const big = createPixels(width, height);
    // A white bottom band, a twentieth of the picture: the sample must reach it in proportion.
    big.data.fill(255, height * 0.95 * width * 4);
    const sample = paletteSample(big);
    expect(sample.width * sample.height).toBeLessThanOrEqual(PALETTE_SAMPLE_PIXELS);
    expect(sample.width * sample.height).toBeGreaterThan(PALETTE_SAMPLE_PIXELS / 2);
    let white = 0;
    for (let i = 0; i < sample.data.length; i += 4) if (sample.data[i] === 255) white++;
    expect(white / (sample.width * sample.height)).toBeCloseTo(0.05, 2);
    const small = syntheticPhoto(64, 48);
    expect(paletteSample(small)).toBe(small);
  });

  it('keeps at most the colours asked for, and the picture: small per-channel error, dithered', () => {
    const photo = syntheticPhoto(200, 150);
    const { palette, indices } = quantise(photo, 256);
    expect(palette.length).toBeLessThanOrEqual(256);
    expect(indices.length).toBe(200 * 150);
    const back = expandPalette({ palette, indices }, 200, 150);
    let error = 0;
    for (let i = 0; i < photo.data.length; i++) error += Math.abs(photo.data[i] - back.data[i]);
    expect(error / photo.data.length).toBeLessThan(6);
  });

  it('a flat black picture maps to one colour without dithering noise', () => {
    const black = createPixels(1000, 800);
    for (let i = 3; i < black.data.length; i += 4) black.data[i] = 255;
    const { palette, indices } = quantise(black, 256);
    expect(new Set(indices).size).toBe(1);
    expect(palette[indices[0]]).toEqual([0, 0, 0, 255]);
  });
});
