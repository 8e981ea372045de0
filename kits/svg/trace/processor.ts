import { decodeImage } from '../../image/decode';
import { inspectImage } from '../../image/limits';
import { ProcessingError } from '../../../core/processing/errors';
import type { JobInput, JobOutput, ProcessContext } from '../../../core/processing/processor';
import type { TraceOptions } from './options';
import { traceToSvg } from './trace';

const TRACEABLE: string[] = ['png', 'jpeg', 'webp', 'gif', 'bmp'];

/** `photo.jpg` → `photo.svg`. */
export const tracedName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'image'}.svg`;

/**
 * PNG/JPG → SVG in a pool worker: decoded with the browser's decoders (orientation applied),
 * scaled to the chosen largest width, traced by imagetracerjs. Shared by png-to-svg and jpg-to-svg.
 */
export async function traceImage(input: JobInput, options: TraceOptions, { progress }: ProcessContext): Promise<JobOutput[]> {
  progress(0.02, 'reading');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const header = inspectImage(bytes);
  // Raster only: an SVG (or anything the header sniffer knows but cannot trace) is refused here.
  if (!TRACEABLE.includes(header.format)) throw new ProcessingError('errors.notAnImage', `Cannot trace ${header.format}`);
  progress(0.05, 'decoding');
  const decoded = await decodeImage(bytes, header, { file: input.file, maxWidth: options.maxWidth || undefined });
  progress(0.2, 'processing');
  const { pixels } = decoded;
  const svg = traceToSvg(pixels, options);
  progress(0.95, 'encoding');
  const scaled = pixels.width !== decoded.originalWidth;
  return [
    {
      kind: 'file',
      name: tracedName(input.name),
      type: 'image/svg+xml',
      data: new TextEncoder().encode(svg),
      info: {
        width: pixels.width,
        height: pixels.height,
        originalWidth: decoded.originalWidth,
        originalHeight: decoded.originalHeight,
        ...(scaled ? { noteKey: 'notes.scaled', noteParams: { width: pixels.width, original: decoded.originalWidth } } : {}),
      },
    },
  ];
}
