import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import type { FileJobOutput } from '../../core/processing/processor';
import { jobInput, testContext } from '../../core/processing/testing/job';
import { encodeToSimilarity } from '../../kits/image/encode-to-target';
import { sniffFormat } from '../../kits/image/header';
import { decodeAny, nodeCodecs } from '../../kits/image/testing/node-decode';
import { haveSmallPhotos, smallPhoto } from '../../kits/image/testing/photos';
import { DEFAULT_OPTIONS, similarityTarget, type CompressJobOptions } from './options';
import compress from './processor';

// Node has no createImageBitmap: the worker's decoders run on our wasm decoders here.
vi.mock('../../kits/image/decode', async (original) => {
  const node = await import('../../kits/image/testing/node-decode');
  return {
    ...(await original<typeof import('../../kits/image/decode')>()),
    decodeImage: node.decodeImageInNode,
    decodeEncoded: async (bytes: ArrayBuffer | Blob) => node.decodeAny(new Uint8Array(bytes instanceof Blob ? await bytes.arrayBuffer() : bytes)),
  };
});

beforeAll(() => nodeCodecs());

const run = async (name: string, options: Partial<CompressJobOptions>) => {
  const [output] = await compress(jobInput(smallPhoto(name), `${name}.jpg`, 'image/jpeg'), { ...DEFAULT_OPTIONS, ...options }, testContext().context);
  const file = output as FileJobOutput;
  const bytes = new Uint8Array(file.data instanceof Blob ? await file.data.arrayBuffer() : (file.data as ArrayBuffer));
  return { file, bytes };
};
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ProcessingError);

describe.skipIf(!haveSmallPhotos)('image-compress: byte budget and Automatic, on real photos', () => {
  it('meets a per-image budget and says what it chose', async () => {
    const { file, bytes } = await run('Dune', { mode: 'budget', budget: 20, budgetUnit: 'KB', format: 'jpeg' });
    expect(bytes.length).toBeLessThanOrEqual(20_000);
    expect(sniffFormat(bytes)).toBe('jpeg');
    expect(file.info).toMatchObject({ noteKey: 'notes.budget', noteParams: { format: 'jpeg', why: 'fits', budget: '20 KB', size: '640×400' } });
    expect(file.info?.noteParams?.quality).toMatch(/^ q \d+$/);
  }, 60_000);

  it('shrinks the picture as a last resort, and only when allowed', async () => {
    const { file, bytes } = await run('Dune', { mode: 'budget', budget: 4, budgetUnit: 'KB', format: 'webp' });
    expect(bytes.length).toBeLessThanOrEqual(4000);
    expect(file.info?.noteParams?.why).toBe('shrunk');
    expect(file.info!.width!).toBeLessThan(640);
    const error = await failure(run('Dune', { mode: 'budget', budget: 4, budgetUnit: 'KB', format: 'webp', allowResize: false }));
    expect(error).toMatchObject({ key: 'errors.budgetTooSmallAtSize', params: { budget: '4 KB' } });
    expect(Number.parseFloat(String(error!.params!.smallest))).toBeGreaterThan(4);
  }, 60_000);

  it('a budget of 0 or 1 byte fails with the smallest size reachable; one beyond the file keeps the original', async () => {
    for (const budget of [0, 0.001]) {
      const error = await failure(run('Storm', { mode: 'budget', budget, budgetUnit: 'KB', format: 'jpeg' }));
      expect(error).toBeInstanceOf(ProcessingError);
      expect(error).toMatchObject({ key: 'errors.budgetTooSmall', params: { budget: budget ? '1 B' : '0 B' } });
      expect(String(error!.params!.smallest)).toMatch(/^[\d.]+ (B|KB)$/);
    }
    const { file, bytes } = await run('Storm', { mode: 'budget', budget: 5, budgetUnit: 'MB', format: 'same', metadata: 'keep' });
    expect(file).toMatchObject({ name: 'Storm.jpg', info: { noteKey: 'notes.budgetKept', noteParams: { budget: '5 MB' } } });
    expect(bytes).toEqual(smallPhoto('Storm'));
    // "Remove location and device details" takes out the encoder's comment ("Lavc59.37.100", a COM segment of 18 bytes), nothing else.
    const cleaned = await run('Storm', { mode: 'budget', budget: 5, budgetUnit: 'MB', format: 'same', metadata: 'private' });
    expect(cleaned.file).toMatchObject({ name: 'Storm.jpg', info: { noteKey: 'notes.budgetKept' } });
    expect(cleaned.bytes.length).toBe(smallPhoto('Storm').length - 18);
    expect(Buffer.from(cleaned.bytes).includes('Lavc')).toBe(false);
  }, 60_000);

  it('a batch share is the budget the job meets, and its message names the share', async () => {
    const { bytes, file } = await run('GreenMeadow', { mode: 'budget', budgetScope: 'batch', budget: 1, budgetUnit: 'MB', share: 25_000, format: 'jpeg' });
    expect(bytes.length).toBeLessThanOrEqual(25_000);
    expect(file.info?.noteParams).toMatchObject({ why: 'fitsShare', budget: '25 KB', total: '1 MB' });
    const error = await failure(run('GreenMeadow', { mode: 'budget', budgetScope: 'batch', budget: 1, budgetUnit: 'MB', share: 10, format: 'jpeg' }));
    expect(error).toMatchObject({ key: 'errors.shareTooSmall', params: { budget: '10 B', total: '1 MB' } });
  }, 60_000);

  it('Automatic (WebP or JPEG, no AVIF in Node for time) is never larger than the best single format at the same target', async () => {
    for (const name of ['Dune', 'Wood']) {
      const pixels = await decodeAny(smallPhoto(name));
      const target = similarityTarget(DEFAULT_OPTIONS);
      const singles = await Promise.all((['webp', 'jpeg'] as const).map((format) => encodeToSimilarity(pixels, format, target)));
      const best = Math.min(...singles.map((single) => single.bytes.byteLength));
      const { encodeSmallest } = await import('../../kits/image/auto-format');
      const auto = await encodeSmallest(pixels, [{ format: 'webp' }, { format: 'jpeg' }], target);
      expect(auto.winner.bytes.byteLength, name).toBeLessThanOrEqual(best * 1.01);
      expect(auto.winner.reachedTarget).toBe(true);
    }
  }, 120_000);

  it('"looks the same" says on the row when the format cannot reach the target (lossy WebP on a saturated photo)', async () => {
    const { file } = await run('Aqua', { mode: 'similar', format: 'webp', level: 'high' });
    expect(file.info).toMatchObject({ noteKey: 'notes.targetMissed', noteParams: { format: 'webp', target: 90 } });
    expect(file.info!.noteParams!.score).toBeLessThan(90);
    expect(file.info!.noteParams!.score).toBe(file.info!.score);
  }, 120_000);

  it('"Must open everywhere" writes a photo as JPEG and names the winner', async () => {
    const { file, bytes } = await run('Aqua', { format: 'auto', everywhere: true });
    expect(sniffFormat(bytes)).toBe('jpeg');
    expect(file.info).toMatchObject({ noteKey: 'notes.autoWinner', noteParams: { format: 'jpeg' } });
  }, 60_000);
});

/** A JPEG with an EXIF segment right after SOI holding `tiff` (a TIFF structure, hex): hostile offsets written by hand. */
function withExif(jpeg: Uint8Array, tiff: string): Uint8Array {
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(tiff, 'hex')]);
  const length = Buffer.from([(payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

/** Big-endian TIFF: header, then IFD0 at 8. */
const HOSTILE_EXIF = {
  'IFD0 beyond the segment': '4d4d002a' + 'fffffff0',
  'IFD0 claiming 65535 entries': '4d4d002a00000008' + 'ffff',
  'IFD0 whose next IFD is itself': '4d4d002a00000008' + '0000' + '00000008',
  'Exif IFD pointing back at IFD0, GPS IFD far beyond': '4d4d002a00000008' + '0002' + '876900040000000100000008' + '88250004000000017ffffff0' + '00000000',
  'a Make string of 2 GB': '4d4d002a00000008' + '0001' + '010f00027fffffff00000010' + '00000000',
  'a cut-off TIFF header': '4d4d00',
};

/** Does a ProcessingError's key read as words (the tool's strings, then the shell's)? */
function translated(key: string): boolean {
  const lookup = (file: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], JSON.parse(readFileSync(file, 'utf8')));
  return typeof lookup('plugins/image-compress/locales/en.json') === 'string' || typeof lookup('locales/en.json') === 'string';
}

describe.skipIf(!haveSmallPhotos)('image-compress: EXIF with hostile IFD offsets, metadata kept or cleaned', () => {
  it('each file gives a decodable JPEG or a translated error, never a crash or a hang', async () => {
    const photo = smallPhoto('Dune');
    for (const [what, tiff] of Object.entries(HOSTILE_EXIF)) {
      for (const metadata of ['keep', 'private'] as const) {
        const input = jobInput(withExif(photo, tiff), 'hostile.jpg', 'image/jpeg');
        const outcome = await compress(input, { ...DEFAULT_OPTIONS, format: 'jpeg', metadata }, testContext().context).then(
          (outputs) => outputs[0] as FileJobOutput,
          (error: unknown) => error,
        );
        if (outcome instanceof ProcessingError) {
          expect(translated(outcome.key), `${what}, ${metadata}: ${outcome.key}`).toBe(true);
          continue;
        }
        expect(outcome, `${what}, ${metadata}`).toMatchObject({ kind: 'file', type: 'image/jpeg' });
        const file = outcome as FileJobOutput;
        const bytes = new Uint8Array(file.data instanceof Blob ? await file.data.arrayBuffer() : (file.data as ArrayBuffer));
        expect(sniffFormat(bytes), what).toBe('jpeg');
        expect(await decodeAny(bytes), what).toMatchObject({ width: 640, height: 400 });
      }
    }
  }, 120_000);
});
