import { runProcessor } from '../../core/processing/pool';
import type { FileInput, FileOutput } from '../../core/processing/processor';
import { loadToolOptions } from '../../core/settings/tool-options';
import { compareSvgRenders, MAX_DIFFERING_RATIO } from '../../core/svg/render-check';
import type { RowResult } from '../../core/ui/batch/types';
import { DEFAULT_OPTIONS, optionsSchema } from './options';

/** Automatic precision never goes past this many decimals while looking for an identical render. */
export const MAX_VERIFIED_PRECISION = 5;

const toRowResult = (output: FileOutput): RowResult => ({ blob: new Blob([output.bytes], { type: output.type }), name: output.name, type: output.type, info: output.info });

/**
 * After svgo (in the worker), on the main thread: both SVGs are rendered and compared. With
 * automatic precision, a result that differs in more than 0.5 % of its pixels is made again one
 * decimal finer (in the pool) until it renders the same; what still differs gets a warning note.
 */
export async function checkOptimizedRender(original: File, result: RowResult): Promise<RowResult> {
  const originalText = await original.text();
  let current = result;
  let raised = false;
  for (;;) {
    const ratio = await compareSvgRenders(originalText, await current.blob.text());
    const params = current.info?.noteParams ?? {};
    if (ratio === undefined || ratio <= MAX_DIFFERING_RATIO) {
      return raised ? { ...current, info: { ...current.info, noteKey: 'notes.reductionPrecisionRaised' } } : current;
    }
    const precision = Number(params.precision);
    if (params.auto !== 1 || !(precision < MAX_VERIFIED_PRECISION)) {
      const differing = Math.round(ratio * 1000) / 10;
      return { ...current, info: { ...current.info, noteKey: 'notes.rendersDifferently', noteParams: { ...params, differing } } };
    }
    const options = { ...loadToolOptions('svg-optimizer', DEFAULT_OPTIONS, optionsSchema), autoPrecision: false, precision: precision + 1 };
    const input: FileInput = { name: original.name, type: original.type, bytes: await original.arrayBuffer() };
    const output = await runProcessor<FileOutput>('svg-optimizer', input, options);
    current = toRowResult(output);
    current.info = { ...current.info, noteParams: { ...current.info?.noteParams, auto: 1 } };
    raised = true;
  }
}
