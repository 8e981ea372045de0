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
  software?: string;
  colourProfile?: string;
  /** The EXIF block could not be read (damaged offsets): nothing of it is carried. */
  damaged?: boolean;
}

export const SUMMARY_ITEMS = ['camera', 'lens', 'date', 'gps', 'software', 'colourProfile'] as const;
type SummaryItem = (typeof SUMMARY_ITEMS)[number];

/** Items "remove location and device details" takes away; the date and the colour profile stay. */
const PRIVATE_ITEMS: readonly SummaryItem[] = ['camera', 'lens', 'gps', 'software'];

/** Whether an item of the source survives in the output, for a mode and whether the output can carry metadata at all. */
export function isKept(item: SummaryItem, mode: MetadataMode, carried: boolean): boolean {
  if (!carried || mode === 'none') return false;
  return mode === 'keep' || !PRIVATE_ITEMS.includes(item);
}
