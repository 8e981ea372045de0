import { beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeImage } from '../../kits/image/encode';
import { decodeAny, nodeCodecs } from '../../kits/image/testing/node-decode';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';
import { jobInput, testContext } from '../../core/processing/testing/job';
import { RASTER_DEFAULTS } from '../../kits/svg/raster-options';
import encodePng from './processor';

// Node has no createImageBitmap: the worker's decode runs on our wasm decoders here.
vi.mock('../../kits/image/decode', async (original) => ({
  ...(await original<typeof import('../../kits/image/decode')>()),
  decodeImage: (await import('../../kits/image/testing/node-decode')).decodeImageInNode,
}));

beforeAll(() => nodeCodecs());

describe('svg-to-png processor (the pool step after the page drew the SVG)', () => {
  it('writes a PNG of the drawing at its size, transparency kept, named after the SVG', async () => {
    const drawing = syntheticPhoto(40, 30, { alpha: true });
    const drawn = new Uint8Array(await encodeImage(drawing, { format: 'png', colours: 'all' }));
    const [output] = await encodePng(jobInput(drawn, 'logo.svg', 'image/png'), RASTER_DEFAULTS.png, testContext().context);
    expect(output).toMatchObject({ kind: 'file', name: 'logo.png', type: 'image/png', info: { width: 40, height: 30 } });
    const result = await decodeAny(new Uint8Array(output.kind === 'file' ? (output.data as ArrayBuffer) : new ArrayBuffer(0)));
    expect([result.width, result.height]).toEqual([40, 30]);
    // Lossless: every alpha as drawn, and every colour that shows (OxiPNG may rewrite fully transparent ones).
    let differing = 0;
    for (let p = 0; p < drawing.data.length; p += 4) {
      const alpha = drawing.data[p + 3];
      if (result.data[p + 3] !== alpha) differing++;
      else if (alpha > 0 && [0, 1, 2].some((c) => result.data[p + c] !== drawing.data[p + c])) differing++;
    }
    expect(differing).toBe(0);
    expect(result.data.some((value, index) => index % 4 === 3 && value < 255)).toBe(true);
  });
});
