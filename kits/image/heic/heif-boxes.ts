/**
 * A bounded reader of a HEIF file's item structure (ISO BMFF: meta → pitm, iinf, iloc, iref, iprp,
 * idat), for checking what a file asks of the decoder before libheif reads it. Pure byte parsing:
 * every read is checked against the end of its box, box and item counts are capped, and anything it
 * cannot follow throws HeifDamaged.
 */
export class HeifDamaged extends Error {}

export interface Box {
  type: string;
  /** Payload start and end (after the size and type). */
  start: number;
  end: number;
}

export interface ItemLocation {
  /** 0: file offsets; 1: offsets in the idat box; 2: offsets in another item (not followed). */
  method: number;
  extents: [offset: number, length: number][];
}

export interface HeifItems {
  /** The primary item (pitm), when the file names one. */
  primary?: number;
  /** Item type (hvc1, grid, iden, iovl, Exif…; `mime:` and the content type for mime items) by id. */
  types: Map<number, string>;
  locations: Map<number, ItemLocation>;
  /** References by type, then by the referring item: e.g. refs.get('dimg')?.get(grid) lists its tiles in order. */
  refs: Map<string, Map<number, number[]>>;
  /** The property boxes associated with each item (ipma into ipco). */
  properties: Map<number, Box[]>;
  idat?: Box;
}

/** More boxes in one list, or more items, references or extents than any real image file has. */
const MAX_ENTRIES = 20_000;

const fourCC = (b: Uint8Array, at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3]);

/** Reads big-endian fields inside [at, end), throwing HeifDamaged instead of reading past the end. */
class Reader {
  constructor(
    private readonly b: Uint8Array,
    public at: number,
    private readonly end: number,
  ) {}

  private take(n: number): number {
    if (this.at + n > this.end) throw new HeifDamaged('a box ends in the middle of a field');
    const at = this.at;
    this.at += n;
    return at;
  }

  uint(bytes: number): number {
    if (bytes < 0 || bytes > 8 || bytes === 5 || bytes === 6 || bytes === 7) throw new HeifDamaged(`a field of ${bytes} bytes`);
    const at = this.take(bytes);
    let value = 0;
    for (let i = 0; i < bytes; i++) value = value * 256 + this.b[at + i];
    if (!Number.isSafeInteger(value)) throw new HeifDamaged('an offset past 2^53');
    return value;
  }

  type(): string {
    return fourCC(this.b, this.take(4));
  }

  skip(n: number): void {
    this.take(n);
  }

  get left(): number {
    return this.end - this.at;
  }
}

/** The boxes laid end to end in [from, to). */
export function boxesIn(b: Uint8Array, from: number, to: number): Box[] {
  const list: Box[] = [];
  for (let at = from; at < to; ) {
    if (list.length >= MAX_ENTRIES) throw new HeifDamaged(`more than ${MAX_ENTRIES} boxes in one place`);
    const r = new Reader(b, at, to);
    let size = r.uint(4);
    const type = r.type();
    if (size === 1) size = r.uint(8);
    else if (size === 0) size = to - at;
    if (size < r.at - at || at + size > to) throw new HeifDamaged(`its '${type}' box runs past its end`);
    list.push({ type, start: r.at, end: at + size });
    at += size;
  }
  return list;
}

const only = (boxes: Box[], type: string): Box | undefined => boxes.find((box) => box.type === type);

/** A full box's version and flags, and a reader after them. */
function fullBox(b: Uint8Array, box: Box): [version: number, flags: number, r: Reader] {
  const r = new Reader(b, box.start, box.end);
  const version = r.uint(1);
  return [version, r.uint(3), r];
}

/** The items of the file's meta box; what a box it lacks would say is left empty. */
export function readHeifItems(b: Uint8Array): HeifItems {
  const meta = only(boxesIn(b, 0, b.length), 'meta') ?? missing('meta');
  const children = boxesIn(b, meta.start + 4, meta.end);
  const [pitm, iinf, iloc, iref, iprp] = ['pitm', 'iinf', 'iloc', 'iref', 'iprp'].map((type) => only(children, type));
  const pitmFields = pitm && fullBox(b, pitm);
  const properties = iprp && boxesIn(b, iprp.start, iprp.end);
  return {
    primary: pitmFields?.[2].uint(pitmFields[0] === 0 ? 2 : 4),
    types: iinf ? itemTypes(b, iinf) : new Map(),
    locations: iloc ? itemLocations(b, iloc) : new Map(),
    refs: iref ? itemReferences(b, iref) : new Map(),
    properties: properties ? itemProperties(b, only(properties, 'ipco') ?? missing('ipco'), properties.filter((box) => box.type === 'ipma')) : new Map(),
    idat: only(children, 'idat'),
  };
}

function missing(type: string): never {
  throw new HeifDamaged(`no '${type}' box`);
}

function countOf(r: Reader, bytes: number): number {
  const count = r.uint(bytes);
  if (count > MAX_ENTRIES) throw new HeifDamaged(`${count} entries`);
  return count;
}

function itemTypes(b: Uint8Array, iinf: Box): Map<number, string> {
  const [version, , r] = fullBox(b, iinf);
  countOf(r, version === 0 ? 2 : 4);
  const types = new Map<number, string>();
  for (const infe of boxesIn(b, r.at, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const [v, , e] = fullBox(b, infe);
    if (v < 2) continue; // versions 0 and 1 name no item type (no image items)
    const id = e.uint(v === 2 ? 2 : 4);
    e.skip(2); // protection index
    const type = e.type();
    types.set(id, type === 'mime' ? `mime:${mimeType(b, e.at, infe.end)}` : type);
  }
  return types;
}

/** A mime item's content type: the second of the strings after its type (the item's name comes first). */
function mimeType(b: Uint8Array, from: number, to: number): string {
  const name = b.subarray(from, to).indexOf(0);
  const start = name < 0 ? to : from + name + 1;
  const end = b.subarray(start, to).indexOf(0);
  return String.fromCharCode(...b.subarray(start, end < 0 ? to : start + end));
}

function itemLocations(b: Uint8Array, iloc: Box): Map<number, ItemLocation> {
  const [version, , r] = fullBox(b, iloc);
  const sizes = r.uint(2);
  const [offsetSize, lengthSize, baseSize, indexSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15, version > 0 ? sizes & 15 : 0];
  const places = new Map<number, ItemLocation>();
  for (let i = countOf(r, version < 2 ? 2 : 4); i > 0; i--) {
    const id = r.uint(version < 2 ? 2 : 4);
    const method = version > 0 ? r.uint(2) & 15 : 0;
    r.skip(2); // data reference index
    const base = r.uint(baseSize);
    const extents: ItemLocation['extents'] = [];
    for (let e = countOf(r, 2); e > 0; e--) {
      r.skip(indexSize);
      extents.push([base + r.uint(offsetSize), r.uint(lengthSize)]);
    }
    places.set(id, { method, extents });
  }
  return places;
}

function itemReferences(b: Uint8Array, iref: Box): Map<string, Map<number, number[]>> {
  const [version] = fullBox(b, iref);
  const idBytes = version === 0 ? 2 : 4;
  const refs = new Map<string, Map<number, number[]>>();
  for (const box of boxesIn(b, iref.start + 4, iref.end)) {
    const r = new Reader(b, box.start, box.end);
    const from = r.uint(idBytes);
    const to: number[] = [];
    for (let i = countOf(r, 2); i > 0; i--) to.push(r.uint(idBytes));
    const byType = refs.get(box.type) ?? new Map<number, number[]>();
    byType.set(from, [...(byType.get(from) ?? []), ...to]);
    refs.set(box.type, byType);
  }
  return refs;
}

function itemProperties(b: Uint8Array, ipco: Box, ipmas: Box[]): Map<number, Box[]> {
  const all = boxesIn(b, ipco.start, ipco.end);
  const properties = new Map<number, Box[]>();
  for (const ipma of ipmas) {
    const [version, flags, r] = fullBox(b, ipma);
    for (let i = countOf(r, 4); i > 0; i--) {
      const id = r.uint(version < 1 ? 2 : 4);
      const list = properties.get(id) ?? [];
      for (let n = r.uint(1); n > 0; n--) {
        const index = flags & 1 ? r.uint(2) & 0x7fff : r.uint(1) & 0x7f;
        if (index > all.length) throw new HeifDamaged(`a property index ${index} of ${all.length}`);
        if (index > 0) list.push(all[index - 1]);
      }
      properties.set(id, list);
    }
  }
  return properties;
}

/** An image item's declared size (its 'ispe' property), or null when it has none. */
export function declaredSize(b: Uint8Array, items: HeifItems, id: number): { width: number; height: number } | null {
  const ispe = items.properties.get(id)?.find((box) => box.type === 'ispe');
  if (!ispe) return null;
  const r = fullBox(b, ispe)[2];
  return { width: r.uint(4), height: r.uint(4) };
}

/**
 * The first `max` bytes of an item's data (in the file or in idat), for small descriptions such as a
 * grid's; throws when any of its data lies outside the file.
 */
export function itemData(b: Uint8Array, items: HeifItems, id: number, max: number): Uint8Array {
  const place = items.locations.get(id) ?? missing(`iloc entry for item ${id}`);
  const base = place.method === 0 ? { start: 0, end: b.length } : place.method === 1 ? items.idat ?? missing('idat') : null;
  if (!base) throw new HeifDamaged(`item ${id} is stored in another item`);
  const parts: Uint8Array[] = [];
  let total = 0;
  for (const [offset, length] of place.extents) {
    const start = base.start + offset;
    // A length of 0 means "to the end of the file" (or of idat).
    const end = length === 0 ? base.end : start + length;
    if (end > base.end) throw new HeifDamaged(`item ${id}'s data lies past the end`);
    parts.push(b.subarray(start, Math.min(end, start + max - total)));
    total += parts[parts.length - 1].length;
  }
  const out = new Uint8Array(total);
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
}

/** A reader over an item's data, for the item-type descriptions (ImageGrid, ImageOverlay). */
export const dataReader = (data: Uint8Array) => new Reader(data, 0, data.length);
