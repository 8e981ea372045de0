import { packageToOutputs } from '../../kits/favicon/package-outputs';
import { buildFaviconPackage } from '../../kits/favicon/render';
import { ProcessingError } from '../../core/processing/errors';
import { defineProcessor, type JobOutput } from '../../core/processing/processor';
import { prepareArtwork, type ArtworkInput } from './artwork';
import { canGenerate, type GeneratorOptions } from './options';

const INVALID: Record<GeneratorOptions['mode'], [key: string, message: string]> = {
  text: ['errors.textLength', 'The icon text takes 1 to 2 characters'],
  emoji: ['errors.emoji', 'Choose one emoji'],
  icon: ['errors.icon', 'Choose an icon'],
};

/**
 * Draws the text, emoji or icon at every size of the package in the worker (OffscreenCanvas). In
 * emoji mode the page passes the emoji's picture, rasterised, since workers cannot draw SVG; in icon
 * mode the icon's paths, from the set the page loaded for its picker.
 */
export default defineProcessor<GeneratorOptions, ArtworkInput, JobOutput[]>(async (input, options, { progress }) => {
  if (!canGenerate(options)) throw new ProcessingError(...INVALID[options.mode]);
  const artwork = await prepareArtwork(options, input);
  try {
    const pkg = await buildFaviconPackage({
      paint: artwork.paint,
      branding: { appName: options.appName || 'My Website', themeColor: options.themeColor, backgroundColor: options.backgroundColor },
      svg: artwork.svg,
      onProgress: progress,
    });
    // The contract's outputs: the package's files, then the HTML snippet as text.
    return packageToOutputs(pkg);
  } catch {
    throw new ProcessingError('errors.generation', 'Error during favicon generation');
  }
});
