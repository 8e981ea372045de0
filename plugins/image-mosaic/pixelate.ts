import type { Pixels } from '../../kits/image/pixels';
import { clampRect, intersects, type Rect } from './geometry';

export type BlockShape = 'square' | 'circle';

export interface PixelateSettings {
  /** Side of a block in image pixels. */
  blockSize: number;
  shape: BlockShape;
}

/** How dark the gaps between circles are, as a share of the dot's colour (no original pixel survives). */
export const CIRCLE_GAP_SHADE = 0.55;

/**
 * Pixelates the union of `regions` in place. Blocks sit on one grid from the image's top-left corner,
 * so neighbouring and overlapping regions line up. A block's colour is the mean of the pixels it
 * covers inside the regions; pixels outside every region are never touched.
 * Square: every covered pixel takes the mean. Circle: pixels inside the block's inscribed circle take
 * the mean, the corners a darker shade of it.
 */
export function pixelate(image: Pixels, regions: Rect[], { blockSize, shape }: PixelateSettings): Pixels {
  const size = Math.max(1, Math.round(blockSize));
  const inside = regions.map((region) => clampRect(region, image)).filter((r) => r.width > 0 && r.height > 0);
  if (!inside.length) return image;
  const mask = new Uint8Array(size * size);
  const top = Math.min(...inside.map((r) => r.y));
  const bottom = Math.max(...inside.map((r) => r.y + r.height));
  for (let blockY = Math.floor(top / size) * size; blockY < bottom; blockY += size) {
    const row = inside.filter((r) => r.y < blockY + size && blockY < r.y + r.height);
    const left = Math.min(...row.map((r) => r.x));
    const right = Math.max(...row.map((r) => r.x + r.width));
    for (let blockX = Math.floor(left / size) * size; blockX < right; blockX += size) {
      const block = clampRect({ x: blockX, y: blockY, width: size, height: size }, image);
      const covering = row.filter((r) => intersects(r, block));
      if (!covering.length) continue;
      markCovered(mask, block, covering, size);
      paintBlock(image, block, mask, size, shape);
    }
  }
  return image;
}

/** mask[dy * size + dx] = 1 where the block's pixel lies in one of the regions. */
function markCovered(mask: Uint8Array, block: Rect, regions: Rect[], size: number): void {
  mask.fill(0);
  for (const r of regions) {
    const x0 = Math.max(r.x, block.x) - block.x;
    const x1 = Math.min(r.x + r.width, block.x + block.width) - block.x;
    const y0 = Math.max(r.y, block.y) - block.y;
    const y1 = Math.min(r.y + r.height, block.y + block.height) - block.y;
    for (let dy = y0; dy < y1; dy++) mask.fill(1, dy * size + x0, dy * size + x1);
  }
}

function paintBlock({ data, width }: Pixels, block: Rect, mask: Uint8Array, size: number, shape: BlockShape): void {
  const sum = [0, 0, 0, 0];
  let count = 0;
  for (let dy = 0; dy < block.height; dy++) {
    for (let dx = 0; dx < block.width; dx++) {
      if (!mask[dy * size + dx]) continue;
      const i = ((block.y + dy) * width + block.x + dx) * 4;
      sum[0] += data[i];
      sum[1] += data[i + 1];
      sum[2] += data[i + 2];
      sum[3] += data[i + 3];
      count++;
    }
  }
  const mean = sum.map((value) => Math.round(value / count));
  const gap = [...mean.slice(0, 3).map((value) => Math.round(value * CIRCLE_GAP_SHADE)), mean[3]];
  // The circle is centred on the full grid cell, even where the image edge cuts the cell short.
  const radius = size / 2;
  for (let dy = 0; dy < block.height; dy++) {
    for (let dx = 0; dx < block.width; dx++) {
      if (!mask[dy * size + dx]) continue;
      const colour = shape === 'circle' && !inCircle(dx, dy, radius) ? gap : mean;
      const i = ((block.y + dy) * width + block.x + dx) * 4;
      data[i] = colour[0];
      data[i + 1] = colour[1];
      data[i + 2] = colour[2];
      data[i + 3] = colour[3];
    }
  }
}

/** Is the centre of pixel (dx, dy) inside the circle inscribed in a block of side 2 × radius? */
export function inCircle(dx: number, dy: number, radius: number): boolean {
  const x = dx + 0.5 - radius;
  const y = dy + 0.5 - radius;
  return x * x + y * y <= radius * radius;
}
