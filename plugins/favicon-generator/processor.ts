/// <reference lib="webworker" />
import type { FaviconPackage } from '../../core/favicon/package-spec';
import { buildFaviconPackage } from '../../core/favicon/render';
import { ProcessingError } from '../../core/processing/errors';
import { defineProcessor } from '../../core/processing/processor';
import { textIconSvg } from './icon-svg';
import { isValidIconText, type GeneratorOptions } from './options';
import { paintTextIcon } from './paint-text';

/** Draws the text icon at every size of the package in the worker (OffscreenCanvas). */
export default defineProcessor<GeneratorOptions, null, FaviconPackage>(async (_input, options, { progress }) => {
  if (!isValidIconText(options.text)) {
    throw new ProcessingError('errors.textLength', 'The icon text takes 1 to 2 characters');
  }
  try {
    return await buildFaviconPackage({
      paint: (context, size, role) => paintTextIcon(context, size, role, options),
      branding: { appName: options.appName || 'My Website', themeColor: options.themeColor, backgroundColor: options.backgroundColor },
      svg: textIconSvg(options),
      onProgress: progress,
    });
  } catch {
    throw new ProcessingError('errors.generation', 'Error during favicon generation');
  }
});
