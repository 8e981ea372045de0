/**
 * Node-side: images whose metadata hides position, place, serial, owner and device words in every
 * place a file can hold them (EXIF IFD0 and Exif IFD, an IFD1 thumbnail that itself holds GPS and a
 * serial, XMP, IPTC, comments, an MPF second image after the JPEG's end), written by exiftool; and
 * exiftool's reading of an output, thumbnails and MPF images included. Used by the unit tests and
 * the browser tests (tests/adversarial/metadata-removal.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const hasExiftool = (() => {
  try {
    execFileSync('exiftool', ['-ver'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Words that must not survive "Remove location and device details" (nor "Remove all"), anywhere in the bytes. */
export const PRIVATE_WORDS = ['OLYMPUS', 'Jane Owner', 'BODYSERIAL123', 'LENSSERIAL456', 'CAMSERIAL789', 'UNIQUEID0042', 'THUMBSERIAL99', 'XMPBODY123', 'Paris', 'Trocadero', 'IledeFrance', 'Francia', 'MPFSERIAL77', 'secret comment'];
/** Kept by "Remove location and device details": the date the photo was taken. */
export const DATE_TAKEN = '2024:06:01 10:30:00';

const run = (args: string[]) => execFileSync('exiftool', args, { encoding: 'utf8', maxBuffer: 64 << 20 });

/** Runs `fn` with a temporary folder that is removed afterwards. */
export function inTempDir<T>(fn: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-meta-'));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PRIVATE_EXIF = [
  '-EXIF:Make=OLYMPUS IMAGING CORP.', '-EXIF:Model=OLYMPUS E-M10', '-EXIF:ImageDescription=OLYMPUS DIGITAL CAMERA', '-EXIF:XPAuthor=Jane Owner',
  '-EXIF:Artist=Jane Owner', '-EXIF:CameraSerialNumber=CAMSERIAL789', '-EXIF:SerialNumber=BODYSERIAL123', '-EXIF:LensSerialNumber=LENSSERIAL456',
  '-EXIF:OwnerName=Jane Owner', '-EXIF:ImageUniqueID=UNIQUEID0042', '-EXIF:Software=OLYMPUS Viewer', `-EXIF:DateTimeOriginal=${DATE_TAKEN}`,
  '-EXIF:GPSLatitude=48.8584', '-EXIF:GPSLatitudeRef=N', '-EXIF:GPSLongitude=2.2945', '-EXIF:GPSLongitudeRef=E',
];
const PRIVATE_XMP = [
  '-XMP-exif:GPSLatitude=48.8584 N', '-XMP-exif:GPSLongitude=2.2945 E', '-XMP-photoshop:City=Paris', '-XMP-photoshop:Country=Francia',
  '-XMP-aux:SerialNumber=XMPBODY123', '-XMP-dc:Creator=Jane Owner',
];
const PRIVATE_IPTC = ['-IPTC:City=Paris', '-IPTC:Sub-location=Trocadero', '-IPTC:Province-State=IledeFrance', '-IPTC:Country-PrimaryLocationName=Francia', '-IPTC:By-line=Jane Owner'];

/** A JPEG thumbnail with its own GPS position and serial number. */
function thumbnailWithGps(dir: string, jpeg: Uint8Array): string {
  const file = path.join(dir, 'thumb.jpg');
  writeFileSync(file, jpeg);
  run(['-q', '-overwrite_original', '-EXIF:GPSLatitude=51.5007', '-EXIF:GPSLatitudeRef=N', '-EXIF:GPSLongitude=0.1246', '-EXIF:GPSLongitudeRef=W', '-EXIF:SerialNumber=THUMBSERIAL99', file]);
  return file;
}

/** An APP2 MPF segment pointing at a second JPEG appended after the first one's end. */
function withMpfImage(jpeg: Uint8Array, second: Uint8Array): Uint8Array {
  const entry = (attr: number, size: number, offset: number) => {
    const b = Buffer.alloc(16);
    b.writeUInt32BE(attr, 0);
    b.writeUInt32BE(size, 4);
    b.writeUInt32BE(offset, 8);
    return b;
  };
  const ifd = (firstSize: number, secondOffset: number) => {
    const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4);
    tiff.write('MM\0*', 0, 'latin1');
    tiff.writeUInt32BE(8, 4);
    tiff.writeUInt16BE(3, 8);
    const entries: [number, number, number, Buffer][] = [[0xb000, 7, 4, Buffer.from('0100')], [0xb001, 4, 1, Buffer.alloc(4)], [0xb002, 7, 32, Buffer.alloc(4)]];
    entries[1][3].writeUInt32BE(2);
    entries[2][3].writeUInt32BE(tiff.length);
    entries.forEach(([tag, type, count, value], i) => {
      tiff.writeUInt16BE(tag, 10 + i * 12);
      tiff.writeUInt16BE(type, 12 + i * 12);
      tiff.writeUInt32BE(count, 14 + i * 12);
      value.copy(tiff, 18 + i * 12);
    });
    return Buffer.concat([tiff, entry(0x20030000, firstSize, 0), entry(0x00020002, second.length, secondOffset)]);
  };
  const segmentLength = 2 + 4 + ifd(0, 0).length;
  const firstSize = jpeg.length + 2 + segmentLength;
  // Offsets count from the MPF block's TIFF header: SOI, FF E2, length, "MPF\0".
  const tiffAt = 2 + 2 + 2 + 4;
  const segment = Buffer.concat([Buffer.from([0xff, 0xe2, segmentLength >> 8, segmentLength & 255]), Buffer.from('MPF\0', 'latin1'), ifd(firstSize, firstSize - tiffAt)]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2), second]);
}

/**
 * `base` (a JPEG, PNG, WebP, AVIF or HEIC of the kind named) with every kind of private metadata
 * the container holds. `thumbnail`: a small JPEG that becomes the EXIF thumbnail (JPEG only).
 */
export function withPrivateMetadata(base: Uint8Array, kind: 'jpeg' | 'png' | 'webp' | 'avif' | 'heic', thumbnail?: Uint8Array): Uint8Array {
  return inTempDir((dir) => {
    const file = path.join(dir, `in.${kind}`);
    writeFileSync(file, base);
    const iptc = kind === 'jpeg' ? PRIVATE_IPTC : [];
    run(['-q', '-overwrite_original', ...PRIVATE_EXIF, ...PRIVATE_XMP, ...iptc, ...(kind === 'jpeg' ? ['-Comment=secret comment'] : []), file]);
    if (kind === 'png') run(['-q', '-overwrite_original', '-PNG:Comment=secret comment', '-PNG:Author=Jane Owner', file]);
    if (kind === 'jpeg' && thumbnail) run(['-q', '-overwrite_original', `-ThumbnailImage<=${thumbnailWithGps(dir, thumbnail)}`, file]);
    const bytes = new Uint8Array(readFileSync(file));
    if (kind !== 'jpeg' || !thumbnail) return bytes;
    const second = path.join(dir, 'second.jpg');
    writeFileSync(second, thumbnail);
    run(['-q', '-overwrite_original', '-EXIF:SerialNumber=MPFSERIAL77', '-EXIF:GPSLatitude=40.1', '-EXIF:GPSLatitudeRef=N', '-EXIF:GPSLongitude=3.1', '-EXIF:GPSLongitudeRef=W', second]);
    return new Uint8Array(withMpfImage(bytes, readFileSync(second)));
  });
}

export interface ExiftoolReading {
  /** Every tag as "Group:Name" → value (`exiftool -a -G1 -s -ee`). */
  tags: Record<string, unknown>;
  /** The same for the EXIF thumbnail and MPF images the file holds (empty when none). */
  embedded: Record<string, unknown>[];
}

function readTags(file: string): Record<string, unknown> {
  return (JSON.parse(run(['-j', '-a', '-G1', '-s', '-ee', '-n', file])) as Record<string, unknown>[])[0];
}

/** exiftool's reading of a file and of the images embedded in it. */
export function exiftoolRead(bytes: Uint8Array, extension: string): ExiftoolReading {
  return inTempDir((dir) => {
    const file = path.join(dir, `out.${extension}`);
    writeFileSync(file, bytes);
    const embedded: Record<string, unknown>[] = [];
    for (const tag of ['ThumbnailImage', 'PreviewImage', 'MPImage2', 'MPImage3']) {
      const extracted = execFileSync('exiftool', ['-b', `-${tag}`, file], { maxBuffer: 64 << 20 });
      if (!extracted.length) continue;
      const inner = path.join(dir, `${tag}.jpg`);
      writeFileSync(inner, extracted);
      embedded.push(readTags(inner));
    }
    return { tags: readTags(file), embedded };
  });
}

/** Groups that describe the file itself, not metadata written into it. */
const FILE_GROUPS = /^(ExifTool|System|File|JFIF|PNG|RIFF|VP8|VP8L|VP8X|QuickTime|Meta|ItemList|Composite|ICC-\w+|ICC_Profile|MPF0)$/;
/** Tags of those groups that are metadata after all. */
const METADATA_IN_FILE_GROUPS = /^(PNG:(Comment|Author|Title|Description|Copyright|Software|Source|Disclaimer|Warning|CreationTime|ModifyDate)|Composite:(GPS.*|LensID|Lens.*|SerialNumber))$/;

/** The tags of a reading that are metadata (not the file's own structure nor its colour profile). */
export function metadataTags(reading: Record<string, unknown>): string[] {
  return Object.keys(reading).filter((key) => {
    const [group] = key.split(':');
    if (key === 'SourceFile' || key.startsWith('ExifTool:')) return false;
    return !FILE_GROUPS.test(group) || METADATA_IN_FILE_GROUPS.test(key);
  });
}

/** What "Remove location and device details" must not leave: any GPS tag, private word, thumbnail or MPF image. */
export function privateLeftovers(bytes: Uint8Array, extension: string): string[] {
  const { tags, embedded } = exiftoolRead(bytes, extension);
  const text = Buffer.from(bytes).toString('latin1');
  const found = PRIVATE_WORDS.filter((word) => text.includes(word)).map((word) => `bytes: ${word}`);
  for (const key of Object.keys(tags)) if (!key.startsWith('ICC') && (/GPS(Lat|Long|Position|Alt)/.test(key) || /Serial|Owner|By-line|Creator|Artist|Author|City|Country|Sub-location|Province|Make$|Model$|ImageUniqueID|Comment/.test(key.split(':')[1] ?? ''))) found.push(`tag: ${key}=${String(tags[key])}`);
  if (embedded.length) found.push(`${embedded.length} embedded image(s)`);
  return found;
}
