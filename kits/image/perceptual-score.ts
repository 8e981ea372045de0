import type { FileJobOutput } from '../../core/processing/processor';
import { decodeEncoded, decodeImage } from './decode';
import type { ImageHeader } from './header';
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
 * A job that only scores an output made earlier (ScoreRequest, FileInfo.scoreLater): the input
 * drawn at the output's size (in the same colour space, as the job drew it), and the score on a file
 * output with no bytes (the row keeps its own file).
 */
export async function scoreRequested(output: Blob, input: { source: Uint8Array; header: ImageHeader; file: Blob; keepColourProfile: boolean }): Promise<FileJobOutput[]> {
  const { source, header, file, keepColourProfile } = input;
  // The output's values as written (its colour profile unapplied) when the input keeps its own profile too.
  const decoded = await decodeEncoded(output, output.type, keepColourProfile);
  const reference = await decodeImage(source, header, { file, size: () => ({ width: decoded.width, height: decoded.height }), keepColourProfile });
  const measured = await scorePixels(reference.pixels, decoded);
  return [{ kind: 'file', name: 'score', type: output.type, data: new ArrayBuffer(0), info: { ...measured } }];
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
