import type { Page } from '@playwright/test';

/**
 * Renders an SVG (data: URL) and a raster image at the same small size in the page and returns
 * their mean absolute difference per channel (0–255): a traced picture should resemble its photo.
 */
export async function meanDifferenceInPage(page: Page, svg: string, raster: Buffer, rasterType: string, width = 64): Promise<number> {
  return page.evaluate(
    async ({ svg, raster, rasterType, width }) => {
      const photo = await createImageBitmap(new Blob([new Uint8Array(raster)], { type: rasterType }));
      const height = Math.round((photo.height * width) / photo.width);
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const draw = (source: CanvasImageSource) => {
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [width, height];
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.drawImage(source, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      const [a, b] = [draw(photo), draw(image)];
      let sum = 0;
      for (let i = 0; i < a.length; i += 4) sum += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
      return sum / ((a.length / 4) * 3);
    },
    { svg, raster: [...raster], rasterType, width },
  );
}

/** A real photo re-encoded as PNG at `width` px by the browser (no PNG photos ship in the fixtures). */
export async function photoAsPng(page: Page, jpeg: Buffer, width: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ data, width }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/jpeg' }));
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [width, Math.round((bitmap.height * width) / bitmap.width)];
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    { data: [...jpeg], width },
  );
  return Buffer.from(bytes);
}

/** Parses SVG text with the page's XML parser: root name and size, or the parser's error. */
export function parseSvgInPage(page: Page, svg: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const error = doc.querySelector('parsererror');
    const root = doc.documentElement;
    return { error: error?.textContent ?? null, root: root.localName, width: root.getAttribute('width'), height: root.getAttribute('height'), viewBox: root.getAttribute('viewBox'), paths: doc.getElementsByTagName('path').length };
  }, svg);
}
