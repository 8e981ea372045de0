/** An RGB picture, 3 bytes a pixel. */
export interface Rgb {
  width: number;
  height: number;
  data: Uint8Array;
}

export const BLOCK = 4;
/** A block differs when one of its mean channels is more than this many levels off. */
export const LEVELS = 40;
/** A case matches when at most this share of its blocks differ. */
export const MAX_DIFFERING = 0.03;

/** Reads a binary PPM (P6, 8 bits), as pdftoppm and Ghostscript's ppmraw write. */
export function parsePpm(file: Uint8Array): Rgb {
  const head = new TextDecoder('latin1').decode(file.subarray(0, 200));
  const match = /^P6\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+255\s/.exec(head);
  if (!match) throw new Error('Not a binary PPM');
  return { width: Number(match[1]), height: Number(match[2]), data: file.subarray(match[0].length) };
}

/** Share of 4×4 blocks whose mean colour differs by more than LEVELS; 1 when the sizes differ. */
export function differingBlocks(a: Rgb, b: Rgb): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  const columns = Math.ceil(a.width / BLOCK);
  const rows = Math.ceil(a.height / BLOCK);
  let differing = 0;
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      const sum = [0, 0, 0];
      let count = 0;
      for (let y = by * BLOCK; y < Math.min(a.height, (by + 1) * BLOCK); y++) {
        for (let x = bx * BLOCK; x < Math.min(a.width, (bx + 1) * BLOCK); x++) {
          const i = (y * a.width + x) * 3;
          for (let c = 0; c < 3; c++) sum[c] += a.data[i + c] - b.data[i + c];
          count++;
        }
      }
      if (sum.some((s) => Math.abs(s / count) > LEVELS)) differing++;
    }
  }
  return differing / (columns * rows);
}

export const matches = (reference: Rgb, candidate: Rgb | undefined) => candidate !== undefined && differingBlocks(reference, candidate) <= MAX_DIFFERING;
