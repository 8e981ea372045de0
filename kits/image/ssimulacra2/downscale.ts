import { linearImage, type LinearImage } from './linear-rgb';

/**
 * Builds the next scale while the current one is read: each output pixel is the mean of a 2×2 block
 * of linear RGB (the last row and column repeated where the size is odd), as the reference's Downsample.
 */
export class Downscaler {
  readonly image: LinearImage;
  private readonly sourceWidth: number;
  private readonly sourceHeight: number;

  constructor(sourceWidth: number, sourceHeight: number) {
    this.sourceWidth = sourceWidth;
    this.sourceHeight = sourceHeight;
    this.image = linearImage(Math.ceil(sourceWidth / 2), Math.ceil(sourceHeight / 2));
  }

  /** Adds source row `y` (its r, g, b from index 0). */
  add(y: number, r: Float32Array, g: Float32Array, b: Float32Array): void {
    // An odd height's last row stands for itself and the missing row below it.
    const times = y === this.sourceHeight - 1 && y % 2 === 0 ? 2 : 1;
    const start = (y >> 1) * this.image.width;
    addPairs(r, this.image.r, start, this.sourceWidth, 0.25 * times);
    addPairs(g, this.image.g, start, this.sourceWidth, 0.25 * times);
    addPairs(b, this.image.b, start, this.sourceWidth, 0.25 * times);
  }
}

function addPairs(row: Float32Array, out: Float32Array, start: number, sourceWidth: number, weight: number): void {
  const pairs = sourceWidth >> 1;
  for (let x = 0; x < pairs; x++) out[start + x] += (row[2 * x] + row[2 * x + 1]) * weight;
  if (sourceWidth % 2) out[start + pairs] += 2 * row[sourceWidth - 1] * weight;
}
