/** Node-side (tests only): a 20 × 20 SVG's EPS rendered by Ghostscript, read back per SVG pixel. */
import { svgToEps } from '../eps-writer';
import { pixelAt, renderEps } from './ghostscript';

export const svg20 = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">${body}</svg>`;

/** One SVG pixel is 4 device pixels; the colour at the centre of SVG pixel (x, y), each channel 0 or 1 ('010' is green). */
export const colourAt = (text: string) => {
  const image = renderEps(svgToEps(text).eps, (72 * 4) / 0.75);
  return (x: number, y: number) => pixelAt(image, x * 4 + 2, y * 4 + 2).map((v) => (v > 127 ? 1 : 0)).join('');
};
