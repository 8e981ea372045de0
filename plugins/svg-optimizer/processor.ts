import { defineProcessor, type FileInput, type FileOutput } from '../../core/processing/processor';
import { decodeSvgText } from '../../core/svg/svg-text';
import { outputName } from './output-name';
import type { OptimizerOptions } from './options';
import { optimizeSvg } from './optimize-svg';

/** One SVG through svgo, in a pool worker. The render check runs after, on the main thread. */
export default defineProcessor<FileInput, OptimizerOptions, FileOutput>(async (input, options, { progress }) => {
  const bytes = new Uint8Array(input.bytes);
  progress(0.1);
  const result = optimizeSvg(decodeSvgText(bytes), bytes.length, options);
  progress(0.9);
  const encoded = new TextEncoder().encode(result.text);
  return {
    name: outputName(input.name),
    type: 'image/svg+xml',
    bytes: encoded.buffer,
    info: {
      noteKey: result.removedActiveContent ? 'notes.reductionScriptsRemoved' : 'notes.reduction',
      // precision and auto also tell the main-thread render check what it may retry with.
      noteParams: { percent: result.reductionPercent, precision: result.precision, auto: options.autoPrecision ? 1 : 0 },
    },
  };
});
