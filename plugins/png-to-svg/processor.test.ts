import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { encodeImage } from '../../kits/image/encode';
import { createPixels } from '../../kits/image/pixels';
import { nodeCodecs } from '../../kits/image/testing/node-decode';
import { jobInput, testContext } from '../../core/processing/testing/job';
import { DEFAULT_TRACE_OPTIONS, PRESET_CONTROLS } from '../../kits/svg/trace/options';
import manifest from './manifest';
import trace from './processor';

// Node has no createImageBitmap: the worker's decode runs on our wasm decoders here.
vi.mock('../../kits/image/decode', async (original) => ({
  ...(await original<typeof import('../../kits/image/decode')>()),
  decodeImage: (await import('../../kits/image/testing/node-decode')).decodeImageInNode,
}));

beforeAll(() => nodeCodecs());

/** A 40 × 40 PNG: white, with a black square in the middle. */
async function squarePng(): Promise<Uint8Array> {
  const image = createPixels(40, 40);
  for (let y = 0; y < 40; y++) {
    for (let x = 0; x < 40; x++) {
      const inside = x >= 10 && x < 30 && y >= 10 && y < 30;
      image.data.set(inside ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * 40 + x) * 4);
    }
  }
  return new Uint8Array(await encodeImage(image, { format: 'png', colours: 'all' }));
}

describe('png-to-svg', () => {
  it('takes PNG files only', () => {
    expect(manifest.accept).toEqual({ 'image/png': ['.png'] });
  });

  it('traces a PNG into an SVG of its size, in black and white, named after the file', async () => {
    const options = { ...DEFAULT_TRACE_OPTIONS, preset: 'blackWhite' as const, ...PRESET_CONTROLS.blackWhite };
    const [output] = await trace(jobInput(await squarePng(), 'square.png', 'image/png'), options, testContext().context);
    expect(output).toMatchObject({ kind: 'file', name: 'square.svg', type: 'image/svg+xml', info: { width: 40, height: 40 } });
    const svg = new TextDecoder().decode(output.kind === 'file' ? (output.data as Uint8Array) : new Uint8Array());
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 40 40"/);
    expect(new Set(svg.match(/fill="[^"]*"/g))).toEqual(new Set(['fill="rgb(0,0,0)"', 'fill="rgb(255,255,255)"']));
  });

  it('refuses an SVG named .png before any decoding', async () => {
    const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const error = await trace(jobInput(fake, 'fake.png', 'image/png'), DEFAULT_TRACE_OPTIONS, testContext().context).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessingError);
    expect((error as ProcessingError).key).toBe('errors.notAnImage');
  });
});
