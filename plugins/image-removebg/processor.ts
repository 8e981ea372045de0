/**
 * Background removal for one photo, in the tool's engine worker (manifest `runsOn: 'engine'`):
 * read and check → load the model once (its download reported as progress) → infer the mask at the model's size →
 * scale it up and composite → PNG.
 */
import { ProcessingError, rethrowEngineMismatch } from '../../core/processing/errors';
import { defineProcessor, throwIfAborted } from '../../core/processing/processor';
import { inspectImage } from '../../kits/image/limits';
import { parseHexColour } from '../../kits/image/pixels';
import { cutOut, maskImage, onBackground, onColour } from './compose';
import { inferMask, isLoaded, loadModel, MODEL_RESOLUTION } from './engine';
import { outputName, type RemovebgOptions } from './options';
import { coverPixels, encodePng, pixelsOf, scaleMask } from './raster';
import { hasWebGpu } from './webgpu';

const ACCEPTED = ['jpeg', 'png', 'webp', 'heic'];

/** A User Timing entry per stage (removebg:decode, …), read by the bench's profile from the worker. */
function stage<T>(name: string, started: number, value: T): T {
  performance.measure(`removebg:${name}`, { start: started, end: performance.now() });
  return value;
}

export default defineProcessor<RemovebgOptions>(async (input, options, ctx) => {
  const started = performance.now();
  ctx.progress(0.01, 'reading');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const header = inspectImage(bytes);
  if (!ACCEPTED.includes(header.format)) {
    throw new ProcessingError('errors.unsupportedType', 'Only JPG, PNG and WebP images can be used', { format: header.format.toUpperCase() });
  }

  ctx.progress(0.03, 'decoding');
  const decodeStarted = performance.now();
  const decoded =
    header.format === 'heic'
      ? await (await import('../../kits/image/heic/decode-heic')).decodeHeicBitmap(bytes)
      : await createImageBitmap(input.file, { imageOrientation: 'from-image', premultiplyAlpha: 'none' }).catch(() => {
          throw new ProcessingError('errors.processFailed', 'Failed to process image');
        });
  const bitmap = stage('decode', decodeStarted, decoded);
  try {
    const { width, height } = bitmap;
    const device = options.gpu && (await hasWebGpu()) ? 'gpu' : 'cpu';
    const cold = !isLoaded(options.model, device);
    const loadStarted = performance.now();
    if (cold) {
      ctx.progress(0.05, 'loading-engine');
      await loadModel(options.model, device, (loaded, total) =>
        ctx.progress(0.05 + 0.45 * (total ? loaded / total : 0), 'loading-engine'),
      ).catch((error: unknown) => {
        rethrowEngineMismatch(error);
        throw new ProcessingError('errors.modelLoad', 'Failed to load AI model. Please check your internet connection and try again.', {
          reason: String((error as Error)?.message ?? error),
        });
      });
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    throwIfAborted(ctx.signal);

    ctx.progress(0.55, 'processing');
    let at = performance.now();
    const small = stage('resize', at, pixelsOf(bitmap, MODEL_RESOLUTION, MODEL_RESOLUTION));
    at = performance.now();
    const mask = await inferMask(small, options.model, device).catch((error: unknown) => {
      throw new ProcessingError('errors.processFailed', 'Failed to process image', { reason: String((error as Error)?.message ?? error) });
    });
    stage('inference', at, mask);
    throwIfAborted(ctx.signal);

    ctx.progress(0.85, 'encoding');
    at = performance.now();
    const fullMask = stage('upscale', at, await scaleMask(mask, MODEL_RESOLUTION, width, height));
    at = performance.now();
    const rgba = options.output === 'mask' ? null : pixelsOf(bitmap, width, height);
    const composed =
      options.output === 'mask'
        ? maskImage(fullMask)
        : options.output === 'colour'
          ? onColour(rgba!, fullMask, parseHexColour(options.colour))
          : options.output === 'image' && options.backgroundImage
            ? onBackground(rgba!, fullMask, await coverPixels(options.backgroundImage, width, height))
            : cutOut(rgba!, fullMask);
    stage('compose', at, composed);
    at = performance.now();
    const png = stage('encode', at, await encodePng(composed, width, height));
    const seconds = (performance.now() - started) / 1000;
    return [
      {
        kind: 'file',
        name: outputName(input.name, options.output),
        type: 'image/png',
        data: png,
        info: {
          width,
          height,
          noteKey: cold ? 'timeNoteCold' : 'timeNote',
          noteParams: { seconds: seconds.toFixed(1), loadSeconds: loadSeconds.toFixed(1), device: device === 'gpu' ? 'WebGPU' : 'CPU' },
        },
      },
    ];
  } finally {
    bitmap.close();
  }
});
