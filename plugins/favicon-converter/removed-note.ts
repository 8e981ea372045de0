import type { JobOutput } from '../../core/processing/processor';
import type { Removal } from '../../kits/svg/outside-references';

/** What can be taken out of an uploaded SVG, each named on the row in the visitor's language. */
export const REMOVED_KINDS = ['scripts', 'handlers', 'embedded', 'external', 'animations'] as const satisfies readonly Removal[];
export type RemovedKind = (typeof REMOVED_KINDS)[number];

const NOTE_KEY = 'svgRemoved';

/** The worker's outputs with what was taken out of favicon.svg noted on that file. */
export function withRemovedNote(outputs: JobOutput[], removed: readonly RemovedKind[]): JobOutput[] {
  if (!removed.length) return outputs;
  return outputs.map((output) =>
    output.kind === 'file' && output.name === 'favicon.svg'
      ? { ...output, info: { ...output.info, noteKey: NOTE_KEY, noteParams: { kinds: removed.join(' ') } } }
      : output,
  );
}

/** The page's side: what the note on favicon.svg says was taken out. */
export function removedKinds(outputs: JobOutput[]): RemovedKind[] {
  const svg = outputs.find((output) => output.kind === 'file' && output.name === 'favicon.svg');
  if (svg?.kind !== 'file' || svg.info?.noteKey !== NOTE_KEY) return [];
  const noted = String(svg.info.noteParams?.kinds ?? '').split(' ');
  return REMOVED_KINDS.filter((kind) => noted.includes(kind));
}
