import { z } from 'zod/mini';

/**
 * What an image tool does with a photo's metadata: keep all of it, remove location and device
 * details (GPS, camera and lens make, model and serial numbers, software, maker notes), or remove all.
 * Orientation is always applied to the pixels; the colour profile stays unless everything goes.
 */
export const METADATA_MODES = ['keep', 'private', 'none'] as const;
export type MetadataMode = (typeof METADATA_MODES)[number];
export const metadataModeSchema = z.enum(METADATA_MODES);
export const DEFAULT_METADATA_MODE: MetadataMode = 'private';

/** What a photo holds, as its row lists it (values as the file writes them). */
export interface MetadataSummary {
  camera?: string;
  lens?: string;
  date?: string;
  gps?: string;
  /** Place names: city, sub-location, state, country. */
  place?: string;
  /** Artist, author, owner, by-line, copyright holder. */
  owner?: string;
  /** Body, lens and camera serial numbers, the image's unique id. */
  serial?: string;
  software?: string;
  /** Descriptions and comments ("OLYMPUS DIGITAL CAMERA"). */
  comment?: string;
  /** An embedded thumbnail (EXIF IFD1), which may hold EXIF of its own. */
  thumbnail?: string;
  /** Images or data after the picture (an MPF second image). */
  extraImages?: string;
  colourProfile?: string;
  /** The EXIF block could not be read (damaged offsets): nothing of it is carried. */
  damaged?: boolean;
  /** The file's container could not be followed: nothing is known of its metadata. */
  unreadable?: boolean;
}

export const SUMMARY_ITEMS = ['camera', 'lens', 'date', 'gps', 'place', 'owner', 'serial', 'software', 'comment', 'thumbnail', 'extraImages', 'colourProfile'] as const;
export type SummaryItem = (typeof SUMMARY_ITEMS)[number];

/** Items "remove location and device details" takes away; the date and the colour profile stay. */
const PRIVATE_ITEMS: readonly SummaryItem[] = ['camera', 'lens', 'gps', 'place', 'owner', 'serial', 'software', 'comment', 'thumbnail', 'extraImages'];

/**
 * Whether an item of the source survives in the output, for a mode and what went out: the source
 * file itself (`original`), a re-encode carrying metadata, or one carrying none. Images after the
 * picture only ever survive in the original.
 */
export function isKept(item: SummaryItem, mode: MetadataMode, carried: boolean, original = false): boolean {
  // A passed-through file keeps its colour profile in every mode: its pixels are in that profile's space.
  if (original && item === 'colourProfile') return true;
  if (!carried || mode === 'none') return false;
  if (item === 'extraImages' && !original) return false;
  return mode === 'keep' || !PRIVATE_ITEMS.includes(item);
}
