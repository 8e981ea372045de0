import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import { afterAll, describe, expect, it } from 'vitest';
import { copyJpegMetadata } from '../jpeg-metadata';
import { metadataPanel } from './carry-metadata';
import { stripMetadata } from './strip-metadata';
import { readMetadata } from './read-metadata';

// A real photo with camera, lens, software, date and GPS EXIF written by Debian's exiftool
// (scripts/fetch-media.sh), and the same photo without any (the re-encode stand-in).
const WITH_EXIF = path.resolve('.fixtures/heic/exif-gps.jpg');
const PLAIN = path.resolve('.fixtures/photos-small/LadyBird.jpg');
const EXIFTOOL_ROOT = path.resolve('.fixtures/heic-root');
const hasExiftool = existsSync(path.join(EXIFTOOL_ROOT, 'usr/bin/exiftool'));
const dir = mkdtempSync(path.join(tmpdir(), 'localbox-metadata-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Debian's exiftool's reading of a file: every tag, by name. */
function exiftool(bytes: Uint8Array): Record<string, unknown> {
  const file = path.join(dir, `out-${Math.random().toString(36).slice(2)}.jpg`);
  writeFileSync(file, bytes);
  const json = execFileSync('perl', [path.join(EXIFTOOL_ROOT, 'usr/bin/exiftool'), '-j', '-G0', '-n', file], { env: { ...process.env, PERL5LIB: path.join(EXIFTOOL_ROOT, 'usr/share/perl5') }, encoding: 'utf8' });
  return (JSON.parse(json) as Record<string, unknown>[])[0];
}

const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const be32 = (n: number) => [...be16(n >>> 16), ...be16(n & 0xffff)];
/** A JPEG whose APP1 EXIF holds IFD0 with one entry: an Exif IFD pointer to `exifOffset`. */
function jpegWithExifPointer(exifOffset: number, ifd0Offset = 8): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 42, ...be32(ifd0Offset), ...be16(1), ...be16(0x8769), ...be16(4), ...be32(1), ...be32(exifOffset), ...be32(0)];
  const body = [...'Exif'].map((c) => c.charCodeAt(0)).concat([0, 0], tiff);
  const plain = new Uint8Array(readFileSync(PLAIN));
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, ...be16(body.length + 2), ...body, ...plain.subarray(2)]);
}

describe.runIf(existsSync(WITH_EXIF) && existsSync(PLAIN))('photo metadata on a real JPEG', () => {
  // Read only when present: a skipped block's body still runs while tests are collected.
  const source = existsSync(WITH_EXIF) ? new Uint8Array(readFileSync(WITH_EXIF)) : new Uint8Array();
  const target = existsSync(PLAIN) ? new Uint8Array(readFileSync(PLAIN)) : new Uint8Array();

  it('reads camera, lens, date, GPS position and software', async () => {
    expect(await readMetadata(source)).toMatchObject({
      camera: 'Canon EOS 80D',
      lens: 'EF-S18-135mm f/3.5-5.6 IS USM',
      date: '2024:06:01 10:30:00',
      gps: '48.85840, 2.29450',
      software: 'GIMP 2.10',
      serial: '012345678901',
    });
  });

  it('keeps all, removes location and device details, or removes all, as read back by exifr', async () => {
    const keep = await exifr.parse(copyJpegMetadata(source, target, 'keep'), { makerNote: false });
    expect(keep).toMatchObject({ Make: 'Canon', Model: 'Canon EOS 80D', Software: 'GIMP 2.10', LensModel: 'EF-S18-135mm f/3.5-5.6 IS USM' });
    expect(keep.latitude).toBeCloseTo(48.8584, 4);

    const privateOut = copyJpegMetadata(source, target, 'private');
    const kept = await exifr.parse(privateOut);
    expect(kept.DateTimeOriginal).toBeInstanceOf(Date);
    for (const tag of ['Make', 'Model', 'Software', 'LensModel', 'SerialNumber', 'BodySerialNumber', 'latitude', 'GPSLatitude']) expect(kept[tag]).toBeUndefined();
    // The removed values are gone from the bytes too, not only from the directories.
    expect(Buffer.from(privateOut).includes('Canon')).toBe(false);
    expect(Buffer.from(privateOut).includes('012345678901')).toBe(false);

    expect(copyJpegMetadata(source, target, 'none')).toBe(target);
  });

  it.runIf(hasExiftool)('Debian\'s exiftool reads the same, and finds the EXIF structure valid', () => {
    const keep = exiftool(copyJpegMetadata(source, target, 'keep'));
    expect(keep).toMatchObject({ 'EXIF:Make': 'Canon', 'EXIF:Model': 'Canon EOS 80D' });
    expect(keep['EXIF:GPSLatitude']).toBeCloseTo(48.8584, 4);
    const redacted = exiftool(copyJpegMetadata(source, target, 'private'));
    expect(redacted['EXIF:DateTimeOriginal']).toBe('2024:06:01 10:30:00');
    for (const tag of ['EXIF:Make', 'EXIF:Model', 'EXIF:Software', 'EXIF:LensModel', 'EXIF:SerialNumber', 'EXIF:GPSLatitude', 'EXIF:GPSLongitude']) expect(redacted[tag]).toBeUndefined();
    expect(redacted['ExifTool:Warning']).toBeUndefined(); // no complaint about a broken directory
    expect(Object.keys(exiftool(copyJpegMetadata(source, target, 'none'))).some((key) => key.startsWith('EXIF:'))).toBe(false);
  });

  it('carries no EXIF whose offsets point outside it, and says it was damaged', async () => {
    for (const hostile of [jpegWithExifPointer(0x7fff_fff0), jpegWithExifPointer(26, 0x0fff_ffff)]) {
      for (const mode of ['keep', 'private'] as const) {
        const out = copyJpegMetadata(hostile, target, mode);
        expect(Buffer.from(out).includes('Exif\0\0')).toBe(false);
      }
      const summary = await readMetadata(hostile);
      expect(summary.damaged || Object.values(summary).every((value) => value === undefined)).toBe(true);
    }
  });
});

describe('metadataPanel', () => {
  const summary = { camera: 'Canon EOS 80D', gps: '48.85840, 2.29450', date: '2024:06:01 10:30:00', colourProfile: 'Display P3' };

  it('lists what the file held and what each mode kept', () => {
    const keys = (mode: 'keep' | 'private' | 'none', carried = true) => metadataPanel(summary, mode, { carried, outputLabel: 'JPG' }).lines.map((line) => line.key);
    expect(keys('keep')).toEqual(['metadata.kept.camera', 'metadata.kept.date', 'metadata.kept.gps', 'metadata.kept.colourProfile']);
    expect(keys('private')).toEqual(['metadata.removed.camera', 'metadata.kept.date', 'metadata.removed.gps', 'metadata.kept.colourProfile']);
    expect(keys('none')).toEqual(['metadata.removed.camera', 'metadata.removed.date', 'metadata.removed.gps', 'metadata.removed.colourProfile']);
    expect(keys('keep', false).at(-1)).toBe('metadata.notCarried');
    // A passed-through original keeps its colour profile under "Remove all": its pixels are in that space.
    expect(metadataPanel(summary, 'none', { original: true }).lines.at(-1)!.key).toBe('metadata.kept.colourProfile');
    expect(metadataPanel({}, 'keep', { carried: true, outputLabel: 'JPG' }).lines).toEqual([{ key: 'metadata.nothing' }]);
    expect(metadataPanel({ damaged: true }, 'keep', { carried: true, outputLabel: 'JPG' }).lines).toEqual([{ key: 'metadata.damaged' }]);
  });
});

describe.runIf(existsSync(WITH_EXIF))('stripMetadata on a real JPEG', () => {
  it('keeps the original JPEG and its date, without location and device details', async () => {
    const source = new Uint8Array(readFileSync(WITH_EXIF));
    const out = stripMetadata(source, 'jpeg', 'private')!;
    const tags = await exifr.parse(out);
    expect(tags.DateTimeOriginal).toBeInstanceOf(Date);
    expect([tags.Make, tags.Model, tags.latitude]).toEqual([undefined, undefined, undefined]);
    // Everything from the first scan on is the original's.
    const scan = (b: Uint8Array) => Buffer.from(b).indexOf(Buffer.from([0xff, 0xda]));
    expect(Buffer.from(out.subarray(scan(out))).equals(Buffer.from(source.subarray(scan(source))))).toBe(true);
    expect(stripMetadata(source, 'jpeg', 'keep')).toBe(source);
  });
});
