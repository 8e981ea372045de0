import { jobInputOf, outputBlob, type FileJobOutput } from '../../core/processing/processor';
import { runTool } from '../../core/processing/run-tool';
import { loadToolOptions } from '../../core/settings/tool-options';
import { compareSvgRenders, MAX_DIFFERING_RATIO } from '../../kits/svg/render-check';
import type { RowFileOutput as RowResult } from '../../core/ui/batch/types';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import type processor from './processor';

/** Automatic precision never goes past this many decimals while looking for an identical render. */
export const MAX_VERIFIED_PRECISION = 5;

const toRowResult = (output: FileJobOutput): RowResult => ({ kind: 'file', blob: outputBlob(output), name: output.name, type: output.type, info: output.info });

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
    const [output] = await runTool<typeof processor>({ id: 'svg-optimizer', runsOn: 'pool' }, jobInputOf(original), options);
    current = toRowResult(output as FileJobOutput);
    current.info = { ...current.info, noteParams: { ...current.info?.noteParams, auto: 1 } };
    raised = true;
  }
}
