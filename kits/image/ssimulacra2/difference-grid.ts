/**
 * The finest scale's per-pixel error, averaged over square cells: a small picture of where an
 * encoder lost most, at most `maxSide` cells on the longer side.
 */
export class DifferenceGrid {
  readonly columns: number;
  readonly rows: number;
  private readonly cell: number;
  private readonly sums: Float64Array;
  private readonly width: number;
  private readonly height: number;

  constructor(width: number, height: number, maxSide = 256) {
    this.width = width;
    this.height = height;
    this.cell = Math.max(1, Math.ceil(Math.max(width, height) / maxSide));
    this.columns = Math.ceil(width / this.cell);
    this.rows = Math.ceil(height / this.cell);
    this.sums = new Float64Array(this.columns * this.rows);
  }

  addRow = (y: number, errors: Float32Array): void => {
    const base = Math.floor(y / this.cell) * this.columns;
    for (let column = 0, x = 0; column < this.columns; column++) {
      let sum = 0;
      for (const end = Math.min(x + this.cell, this.width); x < end; x++) sum += errors[x];
      this.sums[base + column] += sum;
    }
  };

  /** Each cell's mean error (edge cells divided by the pixels they hold). */
  means(): Float32Array {
    const means = new Float32Array(this.sums.length);
    for (let row = 0; row < this.rows; row++) {
      const tall = Math.min(this.cell, this.height - row * this.cell);
      for (let column = 0; column < this.columns; column++) {
        const wide = Math.min(this.cell, this.width - column * this.cell);
        means[row * this.columns + column] = this.sums[row * this.columns + column] / (tall * wide);
      }
    }
    return means;
  }
}
