import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { encodeImage } from '../../kits/image/encode';
import { nodeCodecs } from '../../kits/image/testing/node-decode';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';
import { jobInput, testContext } from '../../core/processing/testing/job';
import { DEFAULT_TRACE_OPTIONS } from '../../kits/svg/trace/options';
import manifest from './manifest';
import trace from './processor';

// Node has no createImageBitmap: the worker's decode runs on our wasm decoders here.
vi.mock('../../kits/image/decode', async (original) => ({
  ...(await original<typeof import('../../kits/image/decode')>()),
  decodeImage: (await import('../../kits/image/testing/node-decode')).decodeImageInNode,
}));

beforeAll(() => nodeCodecs());

describe('jpg-to-svg', () => {
  it('takes JPEG files only', () => {
    expect(manifest.accept).toEqual({ 'image/jpeg': ['.jpg', '.jpeg'] });
  });

  it('traces a JPEG photo into a coloured SVG of its size, named after the file', async () => {
    const photo = new Uint8Array(await encodeImage(syntheticPhoto(64, 48), { format: 'jpeg', quality: 90 }));
    const [output] = await trace(jobInput(photo, 'holiday.jpeg', 'image/jpeg'), DEFAULT_TRACE_OPTIONS, testContext().context);
    expect(output).toMatchObject({ kind: 'file', name: 'holiday.svg', type: 'image/svg+xml', info: { width: 64, height: 48 } });
    const svg = new TextDecoder().decode(output.kind === 'file' ? (output.data as Uint8Array) : new Uint8Array());
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 64 48"/);
    // The recommended preset keeps up to 16 colours of the photo, more than black and white.
    expect(new Set(svg.match(/fill="rgb\([^"]*\)"/g)).size).toBeGreaterThan(2);
  });

  it('a cut-off JPEG fails with its cause, before decoding', async () => {
    const photo = new Uint8Array(await encodeImage(syntheticPhoto(64, 48), { format: 'jpeg', quality: 90 }));
    const error = await trace(jobInput(photo.subarray(0, 100), 'cut.jpg', 'image/jpeg'), DEFAULT_TRACE_OPTIONS, testContext().context).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessingError);
    expect((error as ProcessingError).key).toBe('errors.truncated');
  });
});
