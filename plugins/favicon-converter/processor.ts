import { downscale } from '../../kits/favicon/downscale';
import { placeInSquare } from '../../kits/favicon/fit';
import { packageToOutputs } from '../../kits/favicon/package-outputs';
import { buildFaviconPackage, contentBox, type PaintIcon } from '../../kits/favicon/render';
import { ProcessingError } from '../../core/processing/errors';
import { inspectImage } from '../../kits/image/limits';
import { defineProcessor, throwIfAborted, type JobOutput } from '../../core/processing/processor';
import type { ConverterInput, ConverterOptions } from './options';
import { withRemovedNote } from './removed-note';

const INVALID_TYPE = new ProcessingError('errors.invalidType', 'Invalid file type. Please upload an image.');

/** A photo or logo in, the whole favicon package out (ICO, PNGs, manifest, snippet). */
export default defineProcessor<ConverterOptions, ConverterInput, JobOutput[]>(async (input, options, { progress, signal }) => {
  const image = input.raster ?? input.file;
  const bytes = new Uint8Array(await image.arrayBuffer());
  let format: string;
  try {
    format = inspectImage(bytes).format;
  } catch (error) {
    if (error instanceof ProcessingError && error.key === 'errors.notAnImage') throw INVALID_TYPE;
    throw error;
  }
  // svgo is loaded only for an SVG source; it parses in this worker, never on the page.
  const svg = input.raster && (await import('./sanitize-svg')).sanitizeFaviconSvg(await input.file.text(), options.fit);
  const source =
    format === 'heic'
      ? await (await import('../../kits/image/heic/decode-heic')).decodeHeicBitmap(bytes)
      : await createImageBitmap(image, { imageOrientation: 'from-image' }).catch(() => {
          throw new ProcessingError('errors.conversion', 'Error during conversion');
        });
  const placement = placeInSquare(source.width, source.height, options.fit);
  const region = {
    x: Math.round(placement.source.x),
    y: Math.round(placement.source.y),
    width: Math.round(placement.source.width),
    height: Math.round(placement.source.height),
  };
  const paint: PaintIcon = async (context, size, role) => {
    if (role !== 'browser') {
      context.fillStyle = options.backgroundColor;
      context.fillRect(0, 0, size, size);
    }
    const { offset, side } = contentBox(size, role);
    const { target } = placement;
    const width = Math.max(1, Math.round(target.width * side));
    const height = Math.max(1, Math.round(target.height * side));
    const scaled = await downscale(source, region, width, height);
    context.drawImage(scaled, offset + Math.round(target.x * side), offset + Math.round(target.y * side));
    scaled.close();
  };
  try {
    const result = await buildFaviconPackage({
      paint,
      branding: { appName: options.appName || 'My Website', themeColor: options.themeColor, backgroundColor: options.backgroundColor },
      svg: svg?.text,
      onProgress: (value) => progress(0.1 + value * 0.9),
    });
    throwIfAborted(signal);
    // The contract's outputs: the package's files, then the HTML snippet as text.
    return withRemovedNote(packageToOutputs({ ...result, source: { width: source.width, height: source.height } }), svg?.removed ?? []);
  } catch {
    throw new ProcessingError('errors.conversion', 'Error during conversion');
  } finally {
    source.close();
  }
});
