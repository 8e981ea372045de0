/**
 * The last check before a media tool calls a row done: the encoder's output must hold the kind of
 * track it was asked for, with packets in it, lasting a plausible time. A cut-off or damaged input
 * can otherwise come out as a playable-looking file with no frames (a 152-byte MP4 reported as
 * "−92.7%") or with a fraction of the source's length.
 */
import { ProcessingError } from '../../../core/processing/errors';
import type { MediaFacts } from './probe';

/** An output shorter than this share of its source's track is taken for a cut-off input, not a result. */
export const MIN_DURATION_SHARE = 0.5;

/**
 * Throws a ProcessingError (`errors.emptyOutput` or `errors.shortOutput`, in the tool's namespace)
 * unless `output` (the encoder's file, probed) holds `kind` with packets and a duration of at least
 * half of `sourceSeconds` (the source track's declared length, when known).
 */
export function checkMediaOutput(kind: 'video' | 'audio', output: MediaFacts, sourceSeconds?: number): void {
  const track = output[kind];
  const seconds = track?.durationSeconds ?? output.durationSeconds;
  if (!output.readable || !track?.packets || !seconds) {
    throw new ProcessingError('errors.emptyOutput', `The result holds no ${kind}: the file may be cut off or damaged`);
  }
  if (sourceSeconds && seconds < sourceSeconds * MIN_DURATION_SHARE) {
    const round = (value: number) => Math.round(value * 10) / 10;
    throw new ProcessingError('errors.shortOutput', `The result lasts ${round(seconds)} s of the source's ${round(sourceSeconds)} s: the file may be cut off or damaged`, {
      seconds: round(seconds),
      sourceSeconds: round(sourceSeconds),
    });
  }
}
