import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, hasWork, jobKey, mosaicSettingsSchema, regionsToApply } from './options';
import { mosaicOutput } from './output-format';

describe('mosaic options', () => {
  const region = { x: 1, y: 2, width: 3, height: 4 };

  it('applies to the whole image when asked, otherwise to the drawn regions', () => {
    expect(regionsToApply({ whole: true, regions: [region] }, { width: 40, height: 30 })).toEqual([{ x: 0, y: 0, width: 40, height: 30 }]);
    expect(regionsToApply({ whole: false, regions: [region] }, { width: 40, height: 30 })).toEqual([region]);
  });

  it('has work only with regions or the whole-image option', () => {
    expect(hasWork({ whole: false, regions: [] })).toBe(false);
    expect(hasWork({ whole: true, regions: [] })).toBe(true);
    expect(hasWork({ whole: false, regions: [region] })).toBe(true);
  });

  it('tells results apart by what produced them', () => {
    const job = { ...DEFAULT_SETTINGS, regions: [region] };
    expect(jobKey(job)).toBe(jobKey({ ...job, regions: [{ ...region }] }));
    expect(jobKey(job)).not.toBe(jobKey({ ...job, blockSize: 30 }));
    expect(jobKey({ ...job, whole: true })).toBe(jobKey({ ...job, whole: true, regions: [] }));
  });

  it('rejects settings out of range', () => {
    expect(mosaicSettingsSchema.safeParse({ ...DEFAULT_SETTINGS, blockSize: 1 }).success).toBe(false);
    expect(mosaicSettingsSchema.safeParse({ ...DEFAULT_SETTINGS, shape: 'star' }).success).toBe(false);
  });
});

describe('mosaicOutput', () => {
  it('keeps the format and names the file after the input', () => {
    expect(mosaicOutput('jpeg', 'holiday.JPG')).toEqual({ name: 'holiday-mosaic.jpg', type: 'image/jpeg' });
    expect(mosaicOutput('jpeg', 'scan.jpeg')).toEqual({ name: 'scan-mosaic.jpeg', type: 'image/jpeg' });
    expect(mosaicOutput('png', 'screenshot.png')).toEqual({ name: 'screenshot-mosaic.png', type: 'image/png' });
    expect(mosaicOutput('webp', 'really-webp.png')).toEqual({ name: 'really-webp-mosaic.webp', type: 'image/webp' });
  });
});
