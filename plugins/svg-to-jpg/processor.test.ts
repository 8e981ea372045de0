import { beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeImage } from '../../kits/image/encode';
import { createPixels } from '../../kits/image/pixels';
import { decodeAny, nodeCodecs } from '../../kits/image/testing/node-decode';
import { jobInput, testContext } from '../../core/processing/testing/job';
import { RASTER_DEFAULTS } from '../../kits/svg/raster-options';
import encodeJpg from './processor';

// Node has no createImageBitmap: the worker's decode runs on our wasm decoders here.
vi.mock('../../kits/image/decode', async (original) => ({
  ...(await original<typeof import('../../kits/image/decode')>()),
  decodeImage: (await import('../../kits/image/testing/node-decode')).decodeImageInNode,
}));

beforeAll(() => nodeCodecs());

describe('svg-to-jpg processor (the pool step after the page drew the SVG)', () => {
  it('writes a JPEG at the chosen quality, the transparent area on the background colour', async () => {
    // A drawing whose left half is transparent and right half solid blue.
    const drawing = createPixels(32, 16);
    for (let y = 0; y < 16; y++) {
      for (let x = 16; x < 32; x++) drawing.data.set([0, 0, 255, 255], (y * 32 + x) * 4);
    }
    const drawn = new Uint8Array(await encodeImage(drawing, { format: 'png', colours: 'all' }));
    const options = { ...RASTER_DEFAULTS.jpeg, background: '#ff0000', quality: 80 };
    const [output] = await encodeJpg(jobInput(drawn, 'badge.svg', 'image/png'), options, testContext().context);
    expect(output).toMatchObject({ kind: 'file', name: 'badge.jpg', type: 'image/jpeg', info: { width: 32, height: 16, quality: 80 } });
    const result = await decodeAny(new Uint8Array(output.kind === 'file' ? (output.data as ArrayBuffer) : new ArrayBuffer(0)));
    expect([result.width, result.height]).toEqual([32, 16]);
    const at = (x: number, y: number) => [...result.data.subarray((y * 32 + x) * 4, (y * 32 + x) * 4 + 3)];
    const [r, g, b] = at(4, 8);
    expect(r).toBeGreaterThan(230);
    expect(Math.max(g, b)).toBeLessThan(30);
    const [r2, , b2] = at(28, 8);
    expect(b2).toBeGreaterThan(220);
    expect(r2).toBeLessThan(30);
  });
});
