import { decodeEncoded } from './decode';
import type { Pixels } from './pixels';
import { differenceOverlayUrl } from './ssimulacra2/difference-overlay';
import { ssimulacra2, type Ssimulacra2Result } from './ssimulacra2/ssimulacra2';

export interface PerceptualScore {
  /** SSIMULACRA2 of the output against its input, one decimal. */
  score: number;
  /** Where the encoder lost most: a small heat map, a `data:` URL. */
  differences?: string;
}

/** Cells on the difference map's longer side. */
export const MAP_SIDE = 256;

/**
 * Worker-side: decodes an output as the browser will show it and scores it against the pixels it
 * was made from. Undefined where a score means nothing (another size, or under 8×8 pixels).
 */
export async function scoreOutput(source: Pixels, encoded: ArrayBuffer | Blob, type: string): Promise<PerceptualScore | undefined> {
  const bytes = encoded instanceof Blob ? await encoded.arrayBuffer() : encoded;
  const output = await decodeEncoded(bytes, type);
  return scorePixels(source, output);
}

export async function scorePixels(source: Pixels, output: Pixels): Promise<PerceptualScore | undefined> {
  if (source.width !== output.width || source.height !== output.height || source.width < 8 || source.height < 8) return undefined;
  return perceptualScore(ssimulacra2(source, output, { differenceMapSide: MAP_SIDE }));
}

/** A metric result as a row shows it: one decimal, and its difference map as an overlay. */
export async function perceptualScore({ score, differences }: Ssimulacra2Result): Promise<PerceptualScore> {
  // Without a canvas (the processor run in Node by unit tests) the score comes alone.
  const canDraw = typeof OffscreenCanvas !== 'undefined';
  return { score: Math.round(score * 10) / 10, differences: differences && canDraw ? await differenceOverlayUrl(differences) : undefined };
}
