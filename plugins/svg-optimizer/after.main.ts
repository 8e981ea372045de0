import { afterWorker } from '../../core/processing/main-steps';
import { firstFile, outputBlob, type FileJobOutput, type JobOutput } from '../../core/processing/processor';
import { compareSvgRenders, MAX_DIFFERING_RATIO } from '../../kits/svg/render-check';
import type processor from './processor';

/** Automatic precision never goes past this many decimals while looking for an identical render. */
const MAX_VERIFIED_PRECISION = 5;

const withInfo = (outputs: JobOutput[], output: FileJobOutput, info: FileJobOutput['info']) => outputs.map((each) => (each === output ? { ...output, info } : each));

/**
 * The page's step after svgo (core/processing/main-steps.ts): both SVGs are drawn and compared.
 * With automatic precision, a result that differs in more than 0.5 % of its pixels is made again by
 * the worker one decimal finer until it draws the same; what still differs gets a warning note.
 */
export default afterWorker<typeof processor>(async ({ input, result, again }, options) => {
  const originalText = await input.file.text();
  let outputs = result;
  let raised = false;
  for (;;) {
    const current = firstFile(outputs);
    if (!current) return outputs;
    const ratio = await compareSvgRenders(originalText, await outputBlob(current).text());
    const params: Record<string, string | number> = { ...current.info?.noteParams, ...(raised ? { auto: 1 } : {}) };
    if (ratio === undefined || ratio <= MAX_DIFFERING_RATIO) {
      return raised ? withInfo(outputs, current, { ...current.info, noteKey: 'notes.reductionPrecisionRaised', noteParams: params }) : outputs;
    }
    const precision = Number(params.precision);
    if (params.auto !== 1 || !(precision < MAX_VERIFIED_PRECISION)) {
      const differing = Math.round(ratio * 1000) / 10;
      return withInfo(outputs, current, { ...current.info, noteKey: 'notes.rendersDifferently', noteParams: { ...params, differing } });
    }
    outputs = await again({ ...options, autoPrecision: false, precision: precision + 1 });
    raised = true;
  }
});
