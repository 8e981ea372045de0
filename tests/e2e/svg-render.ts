/**
 * Node-side helpers for the SVG converters' browser tests: real Adwaita icons from .fixtures/svg,
 * the browser's own render of an SVG (the reference), and SSIM against it.
 */
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pixels } from '../../kits/image/pixels';
import { ssim } from '../../kits/image/ssim';

export const SVG_DIR = path.resolve('.fixtures/svg');

/**
 * `count` real icons, spread over the whole set (every n-th by name), that draw only with what
 * every converter supports: no embedded <image>, mask, filter or clip.
 */
export function realIcons(count: number): { name: string; text: string }[] {
  const plain = readdirSync(SVG_DIR)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(SVG_DIR, name), 'utf8') }))
    .filter(({ text }) => !/<image|mask=|filter=|clip-path=/.test(text));
  const step = plain.length / count;
  return Array.from({ length: count }, (_, i) => plain[Math.floor(i * step)]);
}

export const svgFile = (name: string, text: string) => ({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(text) });

/** The browser's render of SVG text at width × height on white (through <img>, as every tool draws it). */
export async function browserRender(page: Page, text: string, width: number, height: number): Promise<Pixels> {
  const data = await page.evaluate(
    async ({ svg, w, h }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, w, h);
      context.drawImage(image, 0, 0, w, h);
      return Array.from(context.getImageData(0, 0, w, h).data);
    },
    { svg: text, w: width, h: height },
  );
  return { data: Uint8ClampedArray.from(data), width, height };
}

/** SSIM of two renders, with a clear message when the sizes differ. */
export function similarity(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`size ${a.width}×${a.height} vs ${b.width}×${b.height}`);
  return ssim(a, b);
}

/** RGB (3 bytes a pixel) to RGBA pixels. */
export function fromRgb(rgb: Uint8Array, width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; j < data.length; i += 3, j += 4) {
    data[j] = rgb[i];
    data[j + 1] = rgb[i + 1];
    data[j + 2] = rgb[i + 2];
    data[j + 3] = 255;
  }
  return { data, width, height };
}

/** Opens a tool route, waiting generously for the first render (the shared machine can be slow). */
export async function openTool(page: Page, route: string) {
  await page.goto(route);
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 90_000 });
}
