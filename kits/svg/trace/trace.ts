import ImageTracer from 'imagetracerjs';
import type { TraceOptions } from './options';
import { tracerSettings } from './tracer-settings';

export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * imagetracerjs writes either width/height or a viewBox, plus its credit in a desc attribute: the
 * result gets a clean root with both (scalable, and the right size when opened) and no empty paths.
 */
export function finishTracedSvg(svg: string, width: number, height: number): string {
  return svg
    .replace(/<svg[^>]*>/, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`)
    .replace(/<path [^>]*d=""[^>]*\/>/g, '');
}

/** The mean colour of an opaque image, or undefined when any pixel is transparent. */
export function opaqueMeanColour({ data }: RgbaImage): [number, number, number] | undefined {
  let r = 0;
  let g = 0;
  let b = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < 255) return undefined;
    r += data[i];
    g += data[i + 1];
    b += data[i + 2];
  }
  const n = Math.max(1, data.length / 4);
  return [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
}

/** The backdrop in the preset's own colours: grey for greyscale, black or white for black & white. */
function backdropColour([r, g, b]: [number, number, number], options: TraceOptions): string {
  const luma = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  if (options.preset === 'blackWhite') return luma >= 128 ? 'rgb(255,255,255)' : 'rgb(0,0,0)';
  if (options.preset === 'grayscale') return `rgb(${luma},${luma},${luma})`;
  return `rgb(${r},${g},${b})`;
}

/**
 * Pure: RGBA pixels → SVG text, in the worker (no DOM). An opaque image gets a backdrop of its
 * mean colour: the specks path omit drops (and the seams between fills) then show that colour,
 * not holes.
 */
export function traceToSvg(image: RgbaImage, options: TraceOptions): string {
  const svg = finishTracedSvg(ImageTracer.imagedataToSVG(image, tracerSettings(options)), image.width, image.height);
  const mean = opaqueMeanColour(image);
  return mean ? svg.replace(/(<svg[^>]*>)/, `$1<rect width="100%" height="100%" fill="${backdropColour(mean, options)}"/>`) : svg;
}
