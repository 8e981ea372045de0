import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { encodeDrawnSvg } from './raster-encode';
import { RASTER_DEFAULTS } from './raster-options';

describe('SVG raster encoder (pool step)', () => {
  it('refuses anything but the image drawn on the main thread, before decoding', async () => {
    const file = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' });
    const context = { progress: () => {}, signal: new AbortController().signal };
    const error = await encodeDrawnSvg('png', { file, name: 'a.png', type: file.type, size: file.size }, RASTER_DEFAULTS.png, context).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessingError);
  });
});
