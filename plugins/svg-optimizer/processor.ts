import { defineProcessor } from '../../core/processing/processor';
import { decodeSvgText } from '../../kits/svg/svg-text';
import type { OptimizerOptions } from './options';
import { optimizeSvg } from './optimize-svg';
import { outputName } from './output-name';

/** One SVG through svgo, in a pool worker. The render check runs after, on the page (after.main.ts). */
export default defineProcessor<OptimizerOptions>(async (input, options, { progress }) => {
  progress(0.05, 'reading');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  progress(0.1, 'processing');
  const result = optimizeSvg(decodeSvgText(bytes), bytes.length, options);
  progress(0.9, 'encoding');
  return [
    {
      kind: 'file',
      name: outputName(input.name),
      type: 'image/svg+xml',
      data: new TextEncoder().encode(result.text),
      info: {
        noteKey: result.removedActiveContent ? 'notes.reductionScriptsRemoved' : 'notes.reduction',
        // precision and auto also tell the render check on the page (after.main.ts) what it may retry with.
        noteParams: { percent: result.reductionPercent, precision: result.precision, auto: options.autoPrecision ? 1 : 0 },
      },
    },
  ];
});
