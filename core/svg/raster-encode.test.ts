import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../processing/errors';
import { svgRasterEncoder } from './raster-encode';
import { RASTER_DEFAULTS } from './raster-options';

describe('SVG raster encoder (pool step)', () => {
  it('refuses anything but the image drawn on the main thread, before decoding', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const error = await svgRasterEncoder('png')({ name: 'a.png', type: 'image/png', bytes: svg.slice().buffer }, RASTER_DEFAULTS.png, { progress: () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessingError);
  });
});
