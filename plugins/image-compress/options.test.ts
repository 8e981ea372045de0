import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, LEVEL_QUALITY, LEVEL_SIMILARITY, levelForQuality, optionsSchema, outputFormatFor, similarityTarget } from './options';

describe('image-compress options', () => {
  it('keeps the input format by default, except BMP which becomes PNG', () => {
    expect(outputFormatFor('jpeg', 'same')).toBe('jpeg');
    expect(outputFormatFor('gif', 'same')).toBe('gif');
    expect(outputFormatFor('bmp', 'same')).toBe('png');
    expect(outputFormatFor('png', 'avif')).toBe('avif');
  });

  it('reads as the specification\'s compression quality: High keeps more quality and a stricter similarity target', () => {
    expect(LEVEL_QUALITY.high).toBeGreaterThan(LEVEL_QUALITY.medium);
    expect(LEVEL_QUALITY.medium).toBeGreaterThan(LEVEL_QUALITY.low);
    expect(LEVEL_SIMILARITY.high).toBeGreaterThan(LEVEL_SIMILARITY.low);
  });

  it('a slider position that matches no preset reads as Custom, and aims between its neighbours', () => {
    expect(levelForQuality(LEVEL_QUALITY.high)).toBe('high');
    expect(levelForQuality(LEVEL_QUALITY.low)).toBe('low');
    expect(levelForQuality(100)).toBe('custom');
    expect(similarityTarget({ level: 'custom', quality: 100 })).toBe(LEVEL_SIMILARITY.high);
    expect(similarityTarget({ level: 'custom', quality: 70 })).toBe(LEVEL_SIMILARITY.medium);
    expect(similarityTarget({ level: 'custom', quality: 10 })).toBe(LEVEL_SIMILARITY.low);
    expect(optionsSchema.safeParse({ ...DEFAULT_OPTIONS, level: 'custom', quality: 100 }).success).toBe(true);
  });

  it('accepts its defaults and refuses a quality on the 0–1 scale', () => {
    expect(optionsSchema.parse(DEFAULT_OPTIONS)).toEqual(DEFAULT_OPTIONS);
    expect(optionsSchema.safeParse({ ...DEFAULT_OPTIONS, quality: 0.8 }).success).toBe(false);
  });
});
