import { ProcessingError } from '../../../core/processing/errors';
import { checkPixelLimit, MAX_PIXELS, tooLarge } from '../limits';
import { dataReader, declaredSize, HeifDamaged, itemData, readHeifItems, type HeifItems } from './heif-boxes';

export const heicDamaged = (why: string) => new ProcessingError('errors.decode', `The HEIC image could not be decoded (${why})`);

/** What decoding an image item costs: its output size and the pixels decoded on the way (a grid's tiles, an overlay's layers). */
export interface ImageCost {
  width: number;
  height: number;
  /** Pixels decoded in all. */
  pixels: number;
}

/** A grid of grids of grids: deeper than any camera writes, and each level multiplies the work. */
const MAX_DEPTH = 3;

/**
 * Checks, from the file's boxes alone, what libheif would decode for the primary image: a grid's
 * tiles (which may be far more pixels than the size it declares), an overlay's layers, and each
 * auxiliary image (alpha) decoded with it. Throws 'errors.tooLarge' or 'errors.decode' before any
 * pixel is decoded.
 */
export function checkHeifSize(bytes: Uint8Array): ImageCost {
  try {
    const items = readHeifItems(bytes);
    const costs = new Map<number, ImageCost>();
    const primary = items.primary ?? fail('no primary item');
    const cost = imageCost(bytes, items, costs, primary, 0);
    for (const [aux, targets] of items.refs.get('auxl') ?? []) {
      if (targets.includes(primary)) imageCost(bytes, items, costs, aux, 0);
    }
    return cost;
  } catch (error) {
    if (error instanceof HeifDamaged) throw heicDamaged(error.message);
    throw error;
  }
}

/** An item's cost, each item worked out once (tiles may be shared); a reference loop ends at MAX_DEPTH. */
function imageCost(b: Uint8Array, items: HeifItems, costs: Map<number, ImageCost>, id: number, depth: number): ImageCost {
  const known = costs.get(id);
  if (known) return known;
  if (depth > MAX_DEPTH) throw new HeifDamaged(`images derived from images more than ${MAX_DEPTH} levels deep`);
  const type = items.types.get(id) ?? fail(`no item ${id}`);
  const inputs = () => (items.refs.get('dimg')?.get(id) ?? []).map((input) => imageCost(b, items, costs, input, depth + 1));
  let cost: ImageCost;
  if (type === 'grid') cost = gridCost(b, items, id, inputs());
  else if (type === 'iovl') cost = overlayCost(b, items, id, inputs());
  else if (type === 'iden') cost = inputs()[0] ?? fail(`derived image ${id} has no input`);
  else {
    const size = declaredSize(b, items, id) ?? fail(`image ${id} declares no size`);
    itemData(b, items, id, 0);
    cost = { ...size, pixels: size.width * size.height };
  }
  if (cost.width < 1 || cost.height < 1) fail(`it declares ${cost.width} × ${cost.height} pixels`);
  checkPixelLimit(cost.width, cost.height);
  if (cost.pixels > MAX_PIXELS) throw tooLarge(cost.width, cost.height);
  costs.set(id, cost);
  return cost;
}

function fail(why: string): never {
  throw new HeifDamaged(why);
}

/** Version, flags, then for a grid its rows and columns; an output size of 16 or 32 bits (flags bit 0) follows. */
function outputSize(r: ReturnType<typeof dataReader>, flags: number): { width: number; height: number } {
  const bytes = flags & 1 ? 4 : 2;
  return { width: r.uint(bytes), height: r.uint(bytes) };
}

/**
 * ImageGrid: rows × columns tiles of one size, which must cover the output and overrun it by less
 * than a tile (ISO/IEC 23008-12 6.6.2.3). What it costs is its tiles, whatever size it declares.
 */
function gridCost(b: Uint8Array, items: HeifItems, id: number, tiles: ImageCost[]): ImageCost {
  const r = dataReader(itemData(b, items, id, 12));
  r.skip(1);
  const flags = r.uint(1);
  const rows = r.uint(1) + 1;
  const columns = r.uint(1) + 1;
  const { width, height } = outputSize(r, flags);
  if (tiles.length !== rows * columns) fail(`a grid of ${rows} × ${columns} with ${tiles.length} tiles`);
  const [tile] = tiles;
  const pixels = tiles.reduce((sum, t) => sum + t.pixels, 0);
  if (pixels > MAX_PIXELS || width * height > MAX_PIXELS) throw tooLarge(Math.max(width, columns * tile.width), Math.max(height, rows * tile.height));
  const covers = (count: number, side: number, out: number) => count * side >= out && (count - 1) * side < out;
  if (tiles.some((t) => t.width !== tile.width || t.height !== tile.height) || !covers(columns, tile.width, width) || !covers(rows, tile.height, height)) {
    fail(`a grid declaring ${width} × ${height} pixels holds ${rows} × ${columns} tiles of ${tile.width} × ${tile.height}`);
  }
  return { width, height, pixels: Math.max(pixels, width * height) };
}

/** ImageOverlay: a canvas of its own size, with each input drawn on it. */
function overlayCost(b: Uint8Array, items: HeifItems, id: number, layers: ImageCost[]): ImageCost {
  const r = dataReader(itemData(b, items, id, 18));
  r.skip(1);
  const flags = r.uint(1);
  r.skip(8); // fill colour
  const { width, height } = outputSize(r, flags);
  const pixels = layers.reduce((sum, layer) => sum + layer.pixels, width * height);
  if (pixels > MAX_PIXELS) throw tooLarge(width, height);
  return { width, height, pixels };
}
