import { ProcessingError } from '../../core/processing/errors';
import { withExtension } from '../../core/files/file-names';
import { jobInputOf, throwIfAborted, type JobInput, type ProcessContext } from '../../core/processing/processor';
import { MAX_SVG_BYTES } from '../../core/ui/safe-image-url';
import { checkPixelLimit } from '../image/limits';
import { refuseEntityBombs, refuseUseFanOut } from './markup-guard';
import { SVG_CONVERT_NS } from './namespace';
import { rasterizeSvgPng } from './rasterize';
import { parseLength, readSvgSize } from './svg-size';

/** Largest side of a rasterised SVG without intrinsic size (viewBox only). */
const FALLBACK_SIDE = 1024;
const MB = 1024 * 1024;

/** Typed SVG, or a file named .svg (browsers type some uploads as ''). */
export const isSvgInput = (input: JobInput): boolean => input.type === 'image/svg+xml' || /\.svg$/i.test(input.name);

/** The size an SVG is drawn at for the image tools: the browser's own size, or FALLBACK_SIDE on its longer side when it has none. */
export function ownRasterSize(natural: { width: number; height: number }): { width: number; height: number } {
  const ratio = natural.width && natural.height ? natural.width / natural.height : 1;
  const width = natural.width || (ratio >= 1 ? FALLBACK_SIDE : Math.round(FALLBACK_SIDE * ratio));
  const height = natural.height || Math.round(width / ratio);
  checkPixelLimit(width, height);
  return { width, height };
}

/**
 * The image tools' page step before their worker job (`before.main.ts`, core/processing/main-steps.ts):
 * an SVG is drawn at its own size to a lossless PNG, which the worker then converts or resizes
 * like any picture. Its bytes and the size it declares are checked before anything is drawn.
 */
export async function svgToPngInput(input: JobInput, _options: unknown, { progress, signal }: ProcessContext): Promise<JobInput> {
  if (input.size === 0) throw new ProcessingError('errors.empty', 'The file is empty');
  if (input.size > MAX_SVG_BYTES) {
    throw new ProcessingError('errors.fileTooLarge', 'SVG too large', { size: Math.round((input.size / MB) * 10) / 10, limit: MAX_SVG_BYTES / MB });
  }
  progress(0, 'reading');
  const text = await input.file.text();
  await refuseHostileMarkup(text);
  checkDeclaredSize(text);
  throwIfAborted(signal);
  progress(0.2, 'decoding');
  const { png } = await rasterizeSvgPng(text, ownRasterSize, { unreadable: 'errors.svgInvalid', canvas: 'errors.canvas' });
  return jobInputOf(new File([png], withExtension(input.name, 'png'), { type: 'image/png' }));
}

/** Entity bombs and `<use>` fan-out, refused with the SVG tools' strings (loaded only then). */
export async function refuseHostileMarkup(text: string): Promise<void> {
  try {
    refuseEntityBombs(text);
    refuseUseFanOut(text);
  } catch (error) {
    // Markup the counter cannot read is not valid SVG: the same reason the browser's parser gives.
    if (error instanceof ProcessingError && error.key === `${SVG_CONVERT_NS}:errors.invalid`) throw new ProcessingError('errors.svgInvalid', 'Not a valid SVG image');
    if (error instanceof ProcessingError) (await import('./strings')).registerSvgConvertStrings();
    throw error;
  }
}

/**
 * The pixel limit on the size the SVG's root declares, read from the text: a 124-byte SVG asking for
 * 16000 × 16000 fails here, before the browser is asked to decode or draw it. An SVG sized by its
 * viewBox alone is drawn at FALLBACK_SIDE, whatever its user units say.
 */
export function checkDeclaredSize(text: string): void {
  const size = readSvgSize(text);
  if (!size) throw new ProcessingError('errors.notAnImage', 'No <svg> element');
  const explicit = parseLength(size.widthAttribute) !== undefined || parseLength(size.heightAttribute) !== undefined;
  if (explicit) checkPixelLimit(Math.ceil(size.width), Math.ceil(size.height));
}
