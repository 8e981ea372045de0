import { ascii, noBlocks, type MetadataBlocks } from './blocks';

/**
 * The EXIF and XMP items of a HEIC or AVIF file (ISO base media: meta → iinf names the items, iloc
 * says where their bytes lie). Null when the boxes cannot be followed.
 */
interface Box {
  type: string;
  /** Payload start and end. */
  start: number;
  end: number;
}

function boxesIn(view: DataView, from: number, to: number): Box[] | null {
  const list: Box[] = [];
  for (let at = from; at + 8 <= to; ) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return null;
    list.push({ type: ascii(new Uint8Array(view.buffer, view.byteOffset + at + 4, 4), 0, 4), start: at + header, end: at + size });
    at += size;
  }
  return list;
}

function readSized(view: DataView, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return view.getUint32(at);
  if (size === 8) return Number(view.getBigUint64(at));
  throw new RangeError(`field of ${size} bytes`);
}

/** Each item's type (and MIME content type for 'mime' items), by id. */
function itemTypes(view: DataView, iinf: Box): Map<number, string> {
  const types = new Map<number, string>();
  const version = view.getUint8(iinf.start);
  const first = iinf.start + 4 + (version === 0 ? 2 : 4);
  for (const infe of boxesIn(view, first, iinf.end) ?? []) {
    if (infe.type !== 'infe') continue;
    const v = view.getUint8(infe.start);
    if (v < 2) continue;
    let at = infe.start + 4;
    const id = v === 2 ? view.getUint16(at) : view.getUint32(at);
    at += (v === 2 ? 2 : 4) + 2;
    const type = ascii(new Uint8Array(view.buffer, view.byteOffset + at, 4), 0, 4);
    at += 4;
    if (type === 'mime') {
      while (at < infe.end && view.getUint8(at) !== 0) at++; // item name
      let mime = '';
      for (at++; at < infe.end && view.getUint8(at) !== 0; at++) mime += String.fromCharCode(view.getUint8(at));
      types.set(id, `mime:${mime}`);
    } else types.set(id, type);
  }
  return types;
}

/** Each item's bytes as one [offset, length] in the file (construction method 0 only). */
function itemLocations(view: DataView, iloc: Box): Map<number, [number, number]> {
  const places = new Map<number, [number, number]>();
  const version = view.getUint8(iloc.start);
  let at = iloc.start + 4;
  const sizes = view.getUint16(at);
  const [offsetSize, lengthSize, baseSize, indexSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15, version > 0 ? sizes & 15 : 0];
  at += 2;
  const count = version < 2 ? view.getUint16(at) : view.getUint32(at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? view.getUint16(at) : view.getUint32(at);
    at += version < 2 ? 2 : 4;
    const method = version > 0 ? view.getUint16(at) & 15 : 0;
    if (version > 0) at += 2;
    at += 2; // data reference index
    const base = readSized(view, at, baseSize);
    at += baseSize;
    const extents = view.getUint16(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readSized(view, at, offsetSize);
      at += offsetSize;
      const length = readSized(view, at, lengthSize);
      at += lengthSize;
      if (e === 0 && method === 0) places.set(id, [base + offset, length]);
    }
  }
  return places;
}

export interface IsobmffMetadata {
  blocks: MetadataBlocks;
  /** Whether the file has EXIF or XMP items at all (read or not). */
  hasItems: boolean;
}

export function isobmffMetadata(b: Uint8Array): IsobmffMetadata | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  try {
    const meta = boxesIn(view, 0, b.length)?.find((box) => box.type === 'meta');
    if (!meta) return null;
    const children = boxesIn(view, meta.start + 4, meta.end);
    const iinf = children?.find((box) => box.type === 'iinf');
    const iloc = children?.find((box) => box.type === 'iloc');
    if (!iinf || !iloc) return null;
    const types = itemTypes(view, iinf);
    const places = itemLocations(view, iloc);
    const blocks = noBlocks();
    let hasItems = false;
    for (const [id, type] of types) {
      const isExif = type === 'Exif';
      const isXmp = type === 'mime:application/rdf+xml';
      if (!isExif && !isXmp) continue;
      hasItems = true;
      const place = places.get(id);
      if (!place || place[0] + place[1] > b.length) continue;
      const data = b.subarray(place[0], place[0] + place[1]);
      // An Exif item starts with the offset of its TIFF header after these four bytes.
      if (isExif && data.length > 4) blocks.exif ??= data.subarray(4 + view.getUint32(place[0]));
      if (isXmp) blocks.xmp.push(data);
    }
    return { blocks, hasItems };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
