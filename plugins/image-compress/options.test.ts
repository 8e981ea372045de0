import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, LEVEL_QUALITY, LEVEL_SIMILARITY, optionsSchema, outputFormatFor } from './options';

describe('image-compress options', () => {
  it('keeps the input format by default, except BMP which becomes PNG', () => {
    expect(outputFormatFor('jpeg', 'same')).toBe('jpeg');
    expect(outputFormatFor('gif', 'same')).toBe('gif');
    expect(outputFormatFor('bmp', 'same')).toBe('png');
    expect(outputFormatFor('png', 'avif')).toBe('avif');
  });

  it('higher compression means lower quality and a lower similarity target', () => {
    expect(LEVEL_QUALITY.high).toBeLessThan(LEVEL_QUALITY.medium);
    expect(LEVEL_QUALITY.medium).toBeLessThan(LEVEL_QUALITY.low);
    expect(LEVEL_SIMILARITY.high).toBeLessThan(LEVEL_SIMILARITY.low);
  });

  it('accepts its defaults and refuses a quality on the 0–1 scale', () => {
    expect(optionsSchema.parse(DEFAULT_OPTIONS)).toEqual(DEFAULT_OPTIONS);
    expect(optionsSchema.safeParse({ ...DEFAULT_OPTIONS, quality: 0.8 }).success).toBe(false);
  });
});
