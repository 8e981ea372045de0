/// <reference lib="webworker" />
import { packageToOutputs } from '../../core/favicon/package-outputs';
import { buildFaviconPackage } from '../../core/favicon/render';
import { ProcessingError } from '../../core/processing/errors';
import { defineProcessor, type JobOutput } from '../../core/processing/processor';
import { textIconSvg } from './icon-svg';
import { isValidIconText, type GeneratorOptions } from './options';
import { paintTextIcon } from './paint-text';

/** Draws the text icon at every size of the package in the worker (OffscreenCanvas). */
export default defineProcessor<GeneratorOptions, null, JobOutput[]>(async (_input, options, { progress }) => {
  if (!isValidIconText(options.text)) {
    throw new ProcessingError('errors.textLength', 'The icon text takes 1 to 2 characters');
  }
  try {
    const pkg = await buildFaviconPackage({
      paint: (context, size, role) => paintTextIcon(context, size, role, options),
      branding: { appName: options.appName || 'My Website', themeColor: options.themeColor, backgroundColor: options.backgroundColor },
      svg: textIconSvg(options),
      onProgress: progress,
    });
    // The contract's outputs: the package's files, then the HTML snippet as text.
    return packageToOutputs(pkg);
  } catch {
    throw new ProcessingError('errors.generation', 'Error during favicon generation');
  }
});
