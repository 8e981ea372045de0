/**
 * Browser side of the outcome table: whether the browser opens an output, and its renders of
 * pictures to score outputs against.
 */
import type { Page } from '@playwright/test';
import type { Pixels } from '../../kits/image/pixels';

/** The longest side an SVG is drawn at to compare its outputs (icons are 16 px: too few pixels to judge). */
const SVG_SIDE = 256;

/** Whether the browser opens the bytes as what they say they are; null for types it does not show (PDF, EPS). */
export async function opensInBrowser(page: Page, bytes: Uint8Array, mime: string): Promise<boolean | null> {
  if (!/^(image|video|audio)\//.test(mime)) return null;
  return page.evaluate(
    async ({ base64, type }) => {
      const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type });
      const url = URL.createObjectURL(blob);
      try {
        if (type === 'image/svg+xml') {
          const image = new Image();
          image.src = url;
          await image.decode();
          return image.naturalWidth > 0;
        }
        if (type.startsWith('image/')) return (await createImageBitmap(blob)).width > 0;
        const element = document.createElement(type.startsWith('video/') ? 'video' : 'audio');
        return await new Promise<boolean>((resolve) => {
          element.onloadedmetadata = () => resolve(element.duration > 0);
          element.onerror = () => resolve(false);
          setTimeout(() => resolve(false), 20_000);
          element.src = url;
        });
      } catch {
        return false;
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    { base64: Buffer.from(bytes).toString('base64'), type: mime },
  );
}

/** An SVG's size as the browser lays it out, scaled so its longest side is SVG_SIDE. */
export async function svgDrawSize(page: Page, text: string): Promise<{ width: number; height: number }> {
  const own = await page.evaluate(async (svg) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, text);
  const scale = SVG_SIDE / Math.max(own.width, own.height);
  return { width: Math.round(own.width * scale), height: Math.round(own.height * scale) };
}

/** The browser's render of SVG text at width × height on white, as browserRender draws it, carried back as base64 (an array of numbers is slow). */
export async function renderSvg(page: Page, text: string, width: number, height: number): Promise<Pixels> {
  const base64 = await page.evaluate(
    async ({ svg, w, h }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, w, h);
      context.drawImage(image, 0, 0, w, h);
      const bytes = new Uint8Array(context.getImageData(0, 0, w, h).data.buffer);
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { svg: text, w: width, h: height },
  );
  const bytes = Buffer.from(base64, 'base64');
  return { data: new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length), width, height };
}

/**
 * The browser's drawing of an image file (SVG, PNG, JPEG, GIF, WebP) contained in a side × side
 * square on white, centred, as a favicon's "pad" places it.
 */
export async function drawContained(page: Page, bytes: Uint8Array, mime: string, side: number): Promise<Pixels> {
  const base64 = await page.evaluate(
    async ({ data, type, side }) => {
      const url = URL.createObjectURL(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type }));
      try {
        const image = new Image();
        image.src = url;
        await image.decode();
        const scale = side / Math.max(image.naturalWidth, image.naturalHeight);
        const [w, h] = [image.naturalWidth * scale, image.naturalHeight * scale];
        const canvas = new OffscreenCanvas(side, side);
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, side, side);
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, (side - w) / 2, (side - h) / 2, w, h);
        const pixels = new Uint8Array(context.getImageData(0, 0, side, side).data.buffer);
        let binary = '';
        for (let i = 0; i < pixels.length; i += 0x8000) binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
        return btoa(binary);
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    { data: Buffer.from(bytes).toString('base64'), type: mime, side },
  );
  const data = Buffer.from(base64, 'base64');
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: side, height: side };
}
