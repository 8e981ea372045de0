import exifr from 'exifr';
import { sniffFormat } from '../header';
import { joined as concat, type MetadataBlocks } from './blocks';
import { exifSegment } from './jpeg-segments';
import type { MetadataSummary } from './metadata-mode';
import { containerBlocks } from './strip-metadata';

type Section = Record<string, unknown>;

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.replace(/\0+$/, '').trim() || undefined;
  if (typeof value === 'number') return String(value);
  // Windows XP tags (XPAuthor, XPComment) are UCS-2 bytes.
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) {
    return text(new TextDecoder('utf-16le').decode(new Uint8Array(Object.values(value as Record<string, number>))));
  }
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ') || undefined;
  return undefined;
};

/** The distinct values among `values`, joined; undefined when none. */
function distinct(values: unknown[], separator = ', '): string | undefined {
  const seen = [...new Set(values.map(text).filter((value): value is string => !!value))];
  return seen.length ? seen.join(separator) : undefined;
}

/** "Canon Canon EOS 80D" reads as "Canon EOS 80D": the make is left out when the model repeats it. */
function cameraName(make: unknown, model: unknown): string | undefined {
  const [m, n] = [text(make), text(model)];
  if (m && n && n.toLowerCase().startsWith(m.toLowerCase())) return n;
  return distinct([m, n], ' ');
}

const degrees = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(5) : undefined);

/** A segment with `marker` and `body`, when it fits in one. */
function segment(marker: number, label: string, body: Uint8Array): Uint8Array[] {
  const length = 2 + label.length + body.length;
  if (length > 0xffff) return [];
  return [new Uint8Array([0xff, marker, length >> 8, length & 255, ...[...label].map((c) => c.charCodeAt(0))]), body];
}

/** The blocks as a JPEG holding only metadata: one reading (exifr's) for every container. */
function asJpeg(blocks: MetadataBlocks, withExif: boolean): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0xff, 0xd8])];
  if (withExif && blocks.exif && blocks.exif.length <= 0xffff - 8) parts.push(exifSegment(blocks.exif));
  for (const xmp of blocks.xmp) parts.push(...segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0', xmp));
  if (blocks.iptc) parts.push(...segment(0xed, '', blocks.iptc));
  const icc = blocks.icc;
  if (icc) {
    const size = 0xffff - 2 - 14;
    const count = Math.ceil(icc.length / size);
    for (let i = 0; i < count; i++) parts.push(...segment(0xe2, `ICC_PROFILE\0${String.fromCharCode(i + 1, count)}`, icc.subarray(i * size, (i + 1) * size)));
  }
  parts.push(new Uint8Array([0xff, 0xd9]));
  return concat(parts);
}

const OPTIONS = { tiff: true, exif: true, gps: true, icc: true, ifd1: true, xmp: true, iptc: true, jfif: false, makerNote: false, userComment: true, multiSegment: true, mergeOutput: false, reviveValues: false, silentErrors: false };

async function parse(bytes: Uint8Array): Promise<Record<string, Section>> {
  if (bytes.length <= 4) return {}; // nothing but SOI and EOI: exifr calls that an unknown format
  // silentErrors (not in exifr's types): a damaged block throws instead of reading as partly empty.
  return ((await exifr.parse(bytes, OPTIONS as Parameters<typeof exifr.parse>[1])) ?? {}) as Record<string, Section>;
}

/** A latitude or longitude as XMP writes it ("48,51.504N"), in degrees. */
function xmpDegrees(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?))?([NSEW])$/.exec(value.trim()) : null;
  if (!match) return undefined;
  const result = Number(match[1]) + Number(match[2]) / 60 + Number(match[3] ?? 0) / 3600;
  return /[SW]/.test(match[4]) ? -result : result;
}

/**
 * What a photo's metadata says, whatever its container (JPEG, PNG, WebP, GIF, AVIF, HEIC): camera,
 * lens, date, position, place names, owner, serial numbers, software, comments, thumbnail, images
 * after the picture, colour profile; from EXIF, XMP, IPTC and the container's own text. EXIF exifr
 * cannot read is reported as damaged (the rest is still read); a container that cannot be followed,
 * as unreadable.
 */
export async function readMetadata(bytes: Uint8Array): Promise<MetadataSummary> {
  const format = sniffFormat(bytes);
  const blocks = format && containerBlocks(bytes, format);
  if (!blocks) return { unreadable: true };
  let s: Record<string, Section> | undefined;
  let damaged = false;
  // A block exifr cannot read (damaged EXIF, broken XMP) is left out and the rest read again.
  const attempts: [boolean, Uint8Array[]][] = [[true, blocks.xmp], [true, []], [false, blocks.xmp], [false, []]];
  for (const [withExif, xmp] of attempts) {
    try {
      s = await parse(asJpeg({ ...blocks, xmp }, withExif));
      if (withExif && blocks.exif && blocks.exif.length > 0xffff - 8) s = { ...s, ...(await parse(blocks.exif)) };
      damaged = !withExif && !!blocks.exif;
      break;
    } catch {
      // the next attempt
    }
  }
  if (!s) return { unreadable: true };
  const [ifd0, exif, gps, ifd1, iptc, icc] = [s.ifd0, s.exif, s.gps, s.ifd1, s.iptc, s.icc].map((section) => section ?? {});
  const [xmpTiff, aux, dc, photoshop, core] = [s.tiff, s.aux, s.dc, s.photoshop, s.Iptc4xmpCore].map((section) => section ?? {});
  const latitude = degrees(gps.latitude) ?? degrees(xmpDegrees(exif.GPSLatitude));
  const longitude = degrees(gps.longitude) ?? degrees(xmpDegrees(exif.GPSLongitude));
  const summary: MetadataSummary = {
    camera: cameraName(ifd0.Make, ifd0.Model) ?? cameraName(xmpTiff.Make, xmpTiff.Model),
    lens: distinct([exif.LensModel ?? exif.LensMake, aux.Lens]),
    date: distinct([exif.DateTimeOriginal ?? exif.CreateDate ?? ifd0.ModifyDate]),
    gps: latitude && longitude ? `${latitude}, ${longitude}` : undefined,
    place: distinct([iptc.Sublocation, core.Location, iptc.City, photoshop.City, iptc.State, photoshop.State, iptc.Country, photoshop.Country, core.CountryCode]),
    owner: distinct([ifd0.Artist, ifd0.XPAuthor, ifd0.Copyright, exif.OwnerName, exif.CameraOwnerName, iptc.Byline, dc.creator, dc.rights, aux.OwnerName]),
    serial: distinct([ifd0.CameraSerialNumber, exif.SerialNumber, exif.BodySerialNumber, exif.LensSerialNumber, exif.ImageUniqueID, aux.SerialNumber, aux.LensSerialNumber]),
    software: distinct([ifd0.Software, ifd0.ProcessingSoftware]),
    comment: distinct([ifd0.ImageDescription, ifd0.XPComment, ifd0.XPTitle, exif.UserComment, dc.description, ...blocks.comments], ' · ')?.slice(0, 120),
    thumbnail: ifd1.ThumbnailLength || ifd1.StripByteCounts ? 'yes' : undefined,
    extraImages: blocks.extraImages ? 'yes' : undefined,
    colourProfile: text(icc.ProfileDescription) ?? (blocks.icc ? 'ICC' : undefined),
  };
  if (damaged) summary.damaged = true;
  return summary;
}
