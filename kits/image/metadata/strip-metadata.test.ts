import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeImage } from '../encode';
import { copyJpegMetadata } from '../jpeg-metadata';
import { sniffFormat } from '../header';
import { DATE_TAKEN, exiftoolRead, hasExiftool, metadataTags, privateLeftovers, PRIVATE_WORDS, withPrivateMetadata } from '../testing/metadata-inputs';
import { nodeCodecs } from '../testing/node-decode';
import { syntheticPhoto } from '../testing/synthetic';
import { readMetadata } from './read-metadata';
import { stripMetadata } from './strip-metadata';

const HEIC = '.fixtures/heic/exif-gps.heic';
// exiftool takes a second or more a call on a busy machine: the quick suite checks JPEG, the full one every container.
const FORMATS = process.env.LOCALBOX_FULL_SUITE === '1' ? (['jpeg', 'png', 'webp'] as const) : (['jpeg'] as const);

/**
 * Issue 41: a kept original must lose what the mode removes, at container level (no pixel touched),
 * thumbnails, XMP, IPTC, comments and MPF images included; checked by exiftool (issue 40.3, 41.1–41.3).
 */
describe.runIf(hasExiftool)('metadata removal, read back by exiftool', () => {
  const inputs = new Map<string, Uint8Array>();
  beforeAll(async () => {
    await nodeCodecs();
    const photo = syntheticPhoto(320, 200);
    const thumb = new Uint8Array(await encodeImage(syntheticPhoto(160, 100), { format: 'jpeg', quality: 70 }));
    inputs.set('jpeg', withPrivateMetadata(new Uint8Array(await encodeImage(photo, { format: 'jpeg', quality: 80 })), 'jpeg', thumb));
    if (FORMATS.length > 1) {
      inputs.set('png', withPrivateMetadata(new Uint8Array(await encodeImage(photo, { format: 'png', colours: 'all' })), 'png'));
      inputs.set('webp', withPrivateMetadata(new Uint8Array(await encodeImage(photo, { format: 'webp', quality: 80 })), 'webp'));
    }
  }, 120_000);
  afterAll(() => inputs.clear());

  for (const format of FORMATS) {
    it(`${format}: "Remove location and device details" leaves no position, place, serial, owner or device word; the date stays`, () => {
      const source = inputs.get(format)!;
      expect(privateLeftovers(source, format).length).toBeGreaterThan(10); // the input holds them all
      const out = stripMetadata(source, format, 'private')!;
      expect(sniffFormat(out)).toBe(format);
      expect(privateLeftovers(out, format)).toEqual([]);
      const { tags } = exiftoolRead(out, format);
      expect(Object.values(tags)).toContain(DATE_TAKEN);
      expect(Object.keys(tags).filter((key) => /Warning|Error/.test(key))).toEqual([]);
    });

    it(`${format}: "Remove all" leaves nothing but the file's own structure`, () => {
      const out = stripMetadata(inputs.get(format)!, format, 'none')!;
      expect(metadataTags(exiftoolRead(out, format).tags)).toEqual([]);
    });
  }

  it('reads every place the words hide, in JPEG, PNG and WebP', async () => {
    const jpeg = await readMetadata(inputs.get('jpeg')!);
    expect(jpeg).toMatchObject({ gps: '48.85840, 2.29450', serial: expect.stringContaining('XMPBODY123'), place: expect.stringContaining('Trocadero'), owner: 'Jane Owner', thumbnail: 'yes', extraImages: 'yes' });
    expect(jpeg.comment).toContain('OLYMPUS DIGITAL CAMERA');
    expect(jpeg.comment).toContain('secret comment');
    for (const format of FORMATS.filter((format) => format !== 'jpeg')) {
      const summary = await readMetadata(inputs.get(format)!);
      expect(summary.damaged).toBeUndefined();
      expect(summary).toMatchObject({ camera: expect.stringContaining('E-M10'), gps: '48.85840, 2.29450', date: DATE_TAKEN, place: expect.stringContaining('Paris') });
    }
  });

  it('"Keep all" on a re-encoded JPEG carries EXIF, XMP, IPTC and the comment', async () => {
    const target = new Uint8Array(await encodeImage(syntheticPhoto(320, 200), { format: 'jpeg', quality: 70 }));
    const text = Buffer.from(copyJpegMetadata(inputs.get('jpeg')!, target, 'keep')).toString('latin1');
    // The MPF image is not carried (it lies after the old file's end).
    expect(PRIVATE_WORDS.filter((word) => !text.includes(word))).toEqual(['MPFSERIAL77']);
    expect(privateLeftovers(copyJpegMetadata(inputs.get('jpeg')!, target, 'private'), 'jpg')).toEqual([]);
  });
});

describe('reading HEIC EXIF (issue 41.9)', () => {
  it.runIf(existsSync(HEIC))('reads the HEIC fixture instead of calling it damaged', async () => {
    const summary = await readMetadata(new Uint8Array(readFileSync(HEIC)));
    expect(summary.damaged).toBeUndefined();
    expect(summary.gps).toBe('48.85840, 2.29450');
  });
});

describe('GIF comments and XMP', () => {
  it('are cut out without touching the frames; a GIF without them is passed as it is', async () => {
    await nodeCodecs();
    const plain = new Uint8Array(await encodeImage(syntheticPhoto(32, 16), { format: 'gif' }));
    const comment = [0x21, 0xfe, 14, ...Buffer.from('secret comment'), 0];
    const xmpId = [0x21, 0xff, 11, ...Buffer.from('XMP DataXMP'), 5, ...Buffer.from('Paris'), 0];
    const header = 13 + (plain[10] & 0x80 ? 3 * (1 << ((plain[10] & 7) + 1)) : 0);
    const withBoth = new Uint8Array([...plain.subarray(0, header), ...comment, ...xmpId, ...plain.subarray(header)]);
    expect(stripMetadata(plain, 'gif', 'private')).toBe(plain);
    expect([...stripMetadata(withBoth, 'gif', 'private')!]).toEqual([...plain]);
    expect([...stripMetadata(withBoth, 'gif', 'none')!]).toEqual([...plain]);
    expect(await readMetadata(withBoth)).toMatchObject({ comment: 'secret comment' });
  });
});
