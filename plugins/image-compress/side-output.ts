import { useEffect } from 'react';
import { firstFile, jobInputOf, outputBlob, type FileInfo, type JobOutput } from '../../core/processing/processor';
import { useJob } from '../../core/processing/use-job';
import { job } from './job';
import { levelForQuality, type CompressOptions } from './options';

/** One side of the compare view: the original, or an output with its own format and quality. */
export type SideChoice = { kind: 'original' } | { kind: 'output'; format: Exclude<CompressOptions['format'], 'same'>; quality: number };

export interface SideView {
  blob: Blob;
  info?: FileInfo;
  busy: boolean;
}

/** The batch's options with a side's format and quality (fixed quality: the side is what it says). */
export function optionsForSide(batch: CompressOptions, side: Extract<SideChoice, { kind: 'output' }>): CompressOptions {
  return { ...batch, format: side.format, quality: side.quality, level: levelForQuality(side.quality), mode: 'fixed' };
}

/** The first file output of an encoding, as a side shows it. */
const sideOf = (outputs: JobOutput[]) => {
  const output = firstFile(outputs);
  return output && { blob: outputBlob(output), info: output.info };
};

/**
 * What a side shows: the original as it is, the row's own result until the visitor changes that
 * side, else the original encoded with the side's settings by the tool's processor, in its worker
 * (the side's last encoding stays while the next one works).
 */
export function useSideView(side: SideChoice | null, original: File, rowResult: { blob: Blob; info?: FileInfo }, batch: CompressOptions): SideView {
  const encoded = useJob(job, { finish: sideOf });
  // The side's file is scored by a second run of the processor once it is made (FileInfo.scoreLater), as a row's is.
  const scored = useJob(job, { finish: (outputs, options) => ({ of: options.scoreOf, info: firstFile(outputs)?.info }) });
  const { run, clear } = encoded;
  const key = side ? JSON.stringify(side) : 'row';
  useEffect(() => {
    if (side?.kind === 'output') void run(jobInputOf(original), optionsForSide(batch, side));
    else clear();
    // The side's settings (its key) decide the run; the batch options only fill the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, original, run, clear]);
  const made = side?.kind === 'output' ? encoded.result : undefined;
  useEffect(() => {
    if (made?.info?.scoreLater && side?.kind === 'output') void scored.run(jobInputOf(original), { ...optionsForSide(batch, side), scoreOf: made.blob });
    else scored.clear();
    // A new file (`made`) is scored with the settings it was made with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [made, original, scored.run, scored.clear]);
  if (side?.kind === 'original') return { blob: original, info: { score: 100 }, busy: false };
  if (side?.kind !== 'output') return { ...rowResult, busy: false };
  if (!made) return { ...rowResult, busy: encoded.working };
  const score = scored.result?.of === made.blob ? scored.result.info : undefined;
  return { blob: made.blob, info: { ...made.info, ...score }, busy: encoded.working };
}
