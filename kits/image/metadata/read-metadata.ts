import exifr from 'exifr';
import type { MetadataSummary } from './metadata-mode';

const joined = (...parts: unknown[]) => parts.filter((part) => typeof part === 'string' && part.trim()).map((part) => (part as string).trim()).join(' ') || undefined;

/** "Canon Canon EOS 80D" reads as "Canon EOS 80D": the make is left out when the model repeats it. */
function cameraName(make: unknown, model: unknown): string | undefined {
  if (typeof model === 'string' && typeof make === 'string' && model.toLowerCase().startsWith(make.trim().toLowerCase())) return model.trim();
  return joined(make, model);
}

const degrees = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(5) : undefined);

/**
 * Reads what a photo's metadata says (EXIF, GPS, ICC) with exifr, in the worker: camera, lens, date,
 * GPS position, software and colour profile. A block exifr cannot read is reported as damaged, not thrown.
 */
export async function readMetadata(bytes: Uint8Array): Promise<MetadataSummary> {
  let tags: Record<string, unknown> | undefined;
  try {
    // silentErrors (not in exifr's types): a damaged block throws instead of reading as partly empty.
    const options = { tiff: true, exif: true, gps: true, icc: true, ifd1: false, xmp: false, iptc: false, jfif: false, makerNote: false, userComment: false, reviveValues: false, silentErrors: false };
    tags = await exifr.parse(bytes, options as Parameters<typeof exifr.parse>[1]);
  } catch {
    return { damaged: true };
  }
  if (!tags) return {};
  const latitude = degrees(tags.latitude);
  const longitude = degrees(tags.longitude);
  return {
    camera: cameraName(tags.Make, tags.Model),
    lens: joined(tags.LensModel) ?? joined(tags.LensMake),
    date: joined(tags.DateTimeOriginal) ?? joined(tags.CreateDate) ?? joined(tags.ModifyDate),
    gps: latitude && longitude ? `${latitude}, ${longitude}` : undefined,
    software: joined(tags.Software),
    colourProfile: joined(tags.ProfileDescription) ?? (tags.ProfileVersion ? 'ICC' : undefined),
  };
}
