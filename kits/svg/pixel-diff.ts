/** How two renders of the same size differ: the share of pixels whose colour moved visibly. */

export interface PixelsLike {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/**
 * Channel difference (0–255, after compositing) a pixel may show before it counts as
 * different: anti-aliased edges move by a few levels when coordinates are rounded.
 */
export const DEFAULT_TOLERANCE = 24;

/** Share (0–1) of pixels that differ by more than `tolerance` on a channel, drawn on black or on white. */
export function differingPixelRatio(a: PixelsLike, b: PixelsLike, tolerance = DEFAULT_TOLERANCE): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  const count = a.width * a.height;
  if (count === 0) return 0;
  let differing = 0;
  for (let i = 0; i < count * 4; i += 4) {
    const alphaA = a.data[i + 3] / 255;
    const alphaB = b.data[i + 3] / 255;
    for (let c = 0; c < 3; c++) {
      // On black (colour × alpha) and on white: a change shows on at least one of them.
      const onBlack = a.data[i + c] * alphaA - b.data[i + c] * alphaB;
      const onWhite = onBlack + 255 * (alphaB - alphaA);
      if (Math.abs(onBlack) > tolerance || Math.abs(onWhite) > tolerance) {
        differing++;
        break;
      }
    }
  }
  return differing / count;
}
