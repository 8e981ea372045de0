import { HeifDamaged, itemData, readHeifItems } from '../heic/heif-boxes';
import { noBlocks, type MetadataBlocks } from './blocks';

export interface IsobmffMetadata {
  blocks: MetadataBlocks;
  /** Whether the file has EXIF or XMP items at all (read or not). */
  hasItems: boolean;
}

/**
 * The EXIF and XMP items of a HEIC or AVIF file (ISO base media: meta → iinf names the items, iloc
 * says where their bytes lie). Null when the boxes cannot be followed.
 */
export function isobmffMetadata(b: Uint8Array): IsobmffMetadata | null {
  let items;
  try {
    items = readHeifItems(b);
  } catch (error) {
    if (error instanceof HeifDamaged) return null;
    throw error;
  }
  if (items.types.size === 0 || items.locations.size === 0) return null;
  const blocks = noBlocks();
  let hasItems = false;
  for (const [id, type] of items.types) {
    const isExif = type === 'Exif';
    const isXmp = type === 'mime:application/rdf+xml';
    if (!isExif && !isXmp) continue;
    hasItems = true;
    let data: Uint8Array;
    try {
      data = itemData(b, items, id, b.length);
    } catch (error) {
      if (error instanceof HeifDamaged) continue;
      throw error;
    }
    // An Exif item starts with the offset of its TIFF header after these four bytes.
    if (isExif && data.length > 4) blocks.exif ??= data.subarray(4 + new DataView(data.buffer, data.byteOffset).getUint32(0));
    if (isXmp) blocks.xmp.push(data);
  }
  return { blocks, hasItems };
}
