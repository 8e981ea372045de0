import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { encodeImage } from '../../kits/image/encode';
import { sniffFormat } from '../../kits/image/header';
import { addNoise, syntheticPhoto } from '../../kits/image/testing/synthetic';
import { exiftoolRead, hasExiftool, inTempDir, metadataTags, privateLeftovers, PRIVATE_WORDS, withPrivateMetadata } from '../../kits/image/testing/metadata-inputs';
import type { MetadataMode } from '../../kits/image/metadata/metadata-mode';
import { DEFAULT_OPTIONS as COMPRESS_DEFAULTS } from '../../plugins/image-compress/options';
import { DEFAULT_OPTIONS as CONVERTER_DEFAULTS } from '../../plugins/image-converter/options';
import { DEFAULT_RESIZE_OPTIONS } from '../../plugins/image-resize/resize-options';
import { expect, openRoute, test } from '../e2e/fixtures';
import { downloadZip, nodeCodecs, presetOptions, uploadFiles, waitForRows } from '../e2e/image-helpers';

/**
 * Issues 40.2, 40.3 and 41.1–41.3, 41.9: what "Remove location and device details", "Remove all"
 * and "Keep all" leave in the files image-compress, image-converter and image-resize write, read
 * back by exiftool (thumbnails and MPF images extracted and read too). Inputs carry private details
 * in EXIF IFD0 and the Exif IFD, an IFD1 thumbnail with its own GPS and serial, XMP, IPTC, comments
 * and an MPF image after the JPEG's end.
 */
test.skip(!hasExiftool, 'exiftool (libimage-exiftool-perl) reads the outputs');

const HEIC_FIXTURE = path.resolve('.fixtures/heic/exif-gps.heic');
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', heic: 'image/heic' };
const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

/** A JPEG whose EXIF holds only serial numbers, the owner and the image's unique id (issue 41.1). */
function serialsOnly(jpeg: Uint8Array): Uint8Array {
  return inTempDir((dir) => {
    const file = path.join(dir, 'serials.jpg');
    writeFileSync(file, jpeg);
    execFileSync('exiftool', ['-q', '-overwrite_original', '-EXIF:SerialNumber=BODYSERIAL123', '-EXIF:LensSerialNumber=LENSSERIAL456', '-EXIF:OwnerName=Jane Owner', '-EXIF:ImageUniqueID=UNIQUEID0042', file]);
    return new Uint8Array(readFileSync(file));
  });
}

interface Input {
  name: string;
  bytes: Uint8Array;
}

/** Runs a tool with its options preset on the inputs; the outputs by input name. */
async function run(page: Page, tool: string, options: object, inputs: Input[]): Promise<Map<string, { bytes: Uint8Array; panel: string }>> {
  await presetOptions(page, tool, options);
  await openRoute(page, `/image/${tool}`);
  await uploadFiles(page, inputs.map(({ name, bytes }) => ({ name, mimeType: MIME[name.split('.').pop()!], buffer: Buffer.from(bytes) })));
  await waitForRows(page, inputs.length, 240_000);
  const zip = await downloadZip(page);
  const out = new Map<string, { bytes: Uint8Array; panel: string }>();
  for (const { name } of inputs) {
    const base = name.split('.')[0];
    const entry = [...zip.entries()].find(([file]) => file.startsWith(base));
    expect(entry, `${tool}: an output for ${name}`).toBeDefined();
    out.set(name, { bytes: entry![1], panel: (await row(page, name).getByTestId('row-panel').textContent()) ?? '' });
  }
  return out;
}

const extensionOf = (bytes: Uint8Array) => ({ jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', heic: 'heic', gif: 'gif' })[sniffFormat(bytes) as string] ?? 'bin';

/** What each mode must leave, as exiftool reads the output (and its thumbnails and MPF images). */
function checkMode(mode: MetadataMode, input: Input, output: { bytes: Uint8Array; panel: string }, what: string) {
  const ext = extensionOf(output.bytes);
  if (mode === 'private') expect(privateLeftovers(output.bytes, ext), `${what}: position, place, serial, owner or device words left`).toEqual([]);
  if (mode === 'none') expect(metadataTags(exiftoolRead(output.bytes, ext).tags), `${what}: metadata left under "Remove all"`).toEqual([]);
  if (mode === 'keep') {
    const text = Buffer.from(output.bytes).toString('latin1');
    if (Buffer.from(output.bytes).equals(Buffer.from(input.bytes))) return;
    // A re-encoded JPEG keeps EXIF, XMP, IPTC and comments (not the MPF image after the old file's end); other outputs say they carry none.
    if (ext === 'jpg' && input.name.endsWith('.jpg')) expect(PRIVATE_WORDS.filter((word) => input.bytes.length && Buffer.from(input.bytes).toString('latin1').includes(word) && !text.includes(word) && word !== 'MPFSERIAL77'), what).toEqual([]);
    else expect(output.panel, what).toContain('carries no metadata');
  }
  // The row never claims the file held nothing, nor that it removed what is still there.
  expect(output.panel, what).not.toContain('No camera, date, location');
}

test.describe('metadata removal read back by exiftool', () => {
  const inputs: Input[] = [];
  let large: Input;

  test.beforeAll(async () => {
    await nodeCodecs();
    const photo = syntheticPhoto(640, 400);
    const thumb = new Uint8Array(await encodeImage(syntheticPhoto(160, 100, { seed: 3 }), { format: 'jpeg', quality: 70 }));
    const jpeg = new Uint8Array(await encodeImage(photo, { format: 'jpeg', quality: 90 }));
    inputs.push({ name: 'full.jpg', bytes: withPrivateMetadata(jpeg, 'jpeg', thumb) });
    inputs.push({ name: 'serials.jpg', bytes: serialsOnly(jpeg) });
    inputs.push({ name: 'graphic.png', bytes: withPrivateMetadata(new Uint8Array(await encodeImage(photo, { format: 'png', colours: 'all' })), 'png') });
    inputs.push({ name: 'web.webp', bytes: withPrivateMetadata(new Uint8Array(await encodeImage(photo, { format: 'webp', quality: 80 })), 'webp') });
    inputs.push({ name: 'pic.avif', bytes: withPrivateMetadata(new Uint8Array(await encodeImage(photo, { format: 'avif', quality: 60 })), 'avif') });
    if (existsSync(HEIC_FIXTURE)) inputs.push({ name: 'phone.heic', bytes: withPrivateMetadata(new Uint8Array(readFileSync(HEIC_FIXTURE)), 'heic') });
    // About 1 MB: a 150 KB budget means re-encoding.
    const big = new Uint8Array(await encodeImage(addNoise(syntheticPhoto(1600, 1000, { seed: 5 }), 12), { format: 'jpeg', quality: 95 }));
    large = { name: 'large.jpg', bytes: withPrivateMetadata(big, 'jpeg', thumb) };
  });

  const pick = (...names: string[]) => inputs.filter((input) => names.includes(input.name));

  test('image-compress: an original that meets the budget loses what "Remove location…" removes, and the row says so', async ({ page }) => {
    const chosen = pick('full.jpg', 'serials.jpg', 'graphic.png');
    const out = await run(page, 'image-compress', { ...COMPRESS_DEFAULTS, mode: 'budget', budget: 50, budgetUnit: 'MB', metadata: 'private' }, chosen);
    for (const input of chosen) {
      const output = out.get(input.name)!;
      checkMode('private', input, output, `compress budget-kept ${input.name}`);
      expect(output.panel).toContain('(removed)');
      // Lossless: the picture is the input's, byte for byte from the first scan or image chunk on.
      expect(output.bytes.length).toBeLessThan(input.bytes.length);
    }
    expect(out.get('full.jpg')!.panel).toContain('Place: Trocadero');
    expect(out.get('full.jpg')!.panel).toContain('Embedded preview image, with its own metadata (removed)');
  });

  test('image-compress: a 150 KB budget with "Keep all" keeps the EXIF and counts its bytes', async ({ page }) => {
    const out = (await run(page, 'image-compress', { ...COMPRESS_DEFAULTS, mode: 'budget', budget: 150, budgetUnit: 'KB', metadata: 'keep' }, [large])).get('large.jpg')!;
    expect(out.bytes.length).toBeLessThanOrEqual(150_000);
    const { tags } = exiftoolRead(out.bytes, 'jpg');
    expect(tags['IFD0:Make']).toBe('OLYMPUS IMAGING CORP.');
    expect(tags['ExifIFD:SerialNumber']).toBe('BODYSERIAL123');
    expect(tags['GPS:GPSLatitude']).toBeCloseTo(48.8584, 3);
    expect(out.panel).toContain('GPS position: 48.85840, 2.29450 (kept)');
  });

  test('the metadata panel reads WebP and HEIC EXIF instead of calling it damaged', async ({ page }) => {
    const chosen = pick('web.webp', 'phone.heic');
    const out = await run(page, 'image-converter', { ...CONVERTER_DEFAULTS, target: 'jpeg', metadata: 'private' }, chosen);
    for (const input of chosen) {
      const { panel } = out.get(input.name)!;
      expect(panel).not.toContain('damaged');
      expect(panel).toContain('GPS position: 48.85840, 2.29450 (removed)');
    }
  });

  const tools: [string, string, (mode: MetadataMode) => object, string[]][] = [
    ['image-compress', 'at its defaults', (metadata) => ({ ...COMPRESS_DEFAULTS, metadata }), ['full.jpg', 'serials.jpg', 'graphic.png', 'web.webp', 'pic.avif', 'phone.heic']],
    ['image-compress', 'within a budget the original meets', (metadata) => ({ ...COMPRESS_DEFAULTS, mode: 'budget', budget: 50, budgetUnit: 'MB', metadata }), ['full.jpg', 'serials.jpg', 'graphic.png', 'web.webp', 'pic.avif']],
    ['image-converter', 'to JPEG', (metadata) => ({ ...CONVERTER_DEFAULTS, target: 'jpeg', metadata }), ['full.jpg', 'graphic.png', 'web.webp', 'pic.avif', 'phone.heic']],
    ['image-resize', 'to 320×200', (metadata) => ({ ...DEFAULT_RESIZE_OPTIONS, width: 320, height: 200, metadata }), ['full.jpg', 'graphic.png', 'web.webp', 'phone.heic']],
  ];
  for (const [tool, label, options, names] of tools) {
    for (const mode of ['private', 'none', 'keep'] as const) {
      test(`${tool} ${label}, ${mode}: every container @slow`, async ({ page }) => {
        // Six files, an AVIF and a HEIC among them, then exiftool on each output: minutes on a busy 2-core machine.
        test.setTimeout(600_000);
        const chosen = pick(...names);
        const out = await run(page, tool, options(mode), chosen);
        for (const input of chosen) checkMode(mode, input, out.get(input.name)!, `${tool} ${mode} ${input.name}`);
      });
    }
  }
});
