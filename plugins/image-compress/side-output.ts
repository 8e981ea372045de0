import { useEffect, useState } from 'react';
import type { FileInfo } from '../../core/processing/processor';
import { useToolProcessor } from '../../core/processing/use-tool-processor';
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

/**
 * What a side shows: the original as it is, the row's own result until the visitor changes that
 * side, else the original encoded with the side's settings by the tool's processor, in its worker.
 */
export function useSideView(side: SideChoice | null, original: File, rowResult: { blob: Blob; info?: FileInfo }, batch: CompressOptions): SideView {
  const processor = useToolProcessor(job);
  const [view, setView] = useState<SideView>({ blob: side?.kind === 'original' ? original : rowResult.blob, info: side ? undefined : rowResult.info, busy: false });
  const key = side ? JSON.stringify(side) : 'row';
  useEffect(() => {
    if (!side) return setView({ ...rowResult, busy: false });
    if (side.kind === 'original') return setView({ blob: original, info: { score: 100 }, busy: false });
    const controller = new AbortController();
    setView((previous) => ({ ...previous, busy: true }));
    processor
      .run({ file: original, name: original.name, type: original.type, size: original.size }, optionsForSide(batch, side), { signal: controller.signal })
      .then((outputs) => {
        const output = outputs.find((candidate) => candidate.kind === 'file');
        if (!output || controller.signal.aborted) return;
        const blob = output.data instanceof Blob ? output.data : new Blob([output.data as BlobPart], { type: output.type });
        setView({ blob, info: output.info, busy: false });
      })
      .catch(() => !controller.signal.aborted && setView((previous) => ({ ...previous, busy: false })));
    return () => controller.abort();
    // The side's settings (its key) decide the run; the batch options only fill the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, original, processor]);
  return view;
}
