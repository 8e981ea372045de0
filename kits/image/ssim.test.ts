import { describe, expect, it } from 'vitest';
import { createPixels } from './pixels';
import { ssim } from './ssim';
import { addNoise, syntheticPhoto } from './testing/synthetic';

describe('ssim', () => {
  const photo = syntheticPhoto();

  it('is 1 for identical images', () => {
    expect(ssim(photo, photo)).toBeCloseTo(1, 10);
  });

  it('falls as noise grows', () => {
    const light = ssim(photo, addNoise(photo, 5));
    const heavy = ssim(photo, addNoise(photo, 40));
    expect(light).toBeLessThan(1);
    expect(heavy).toBeLessThan(light);
    expect(heavy).toBeGreaterThan(0);
  });

  it('sees structure loss: a flat grey copy scores low', () => {
    const grey = createPixels(photo.width, photo.height, new Uint8ClampedArray(photo.data.length).fill(128));
    expect(ssim(photo, grey)).toBeLessThan(0.6);
    expect(ssim(photo, grey)).toBeLessThan(ssim(photo, addNoise(photo, 20)));
  });

  it('compares transparent pixels over white', () => {
    const transparent = createPixels(8, 8, new Uint8ClampedArray(8 * 8 * 4)); // all (0,0,0,0)
    const white = createPixels(8, 8, new Uint8ClampedArray(8 * 8 * 4).fill(255));
    expect(ssim(transparent, white)).toBeCloseTo(1, 10);
  });

  it('refuses images of different sizes', () => {
    expect(() => ssim(photo, syntheticPhoto(10, 10))).toThrow();
  });
});
