/**
 * Browser side of the SVG fidelity bench, run in a page of the Vite dev server so the tools' own
 * processors (plugins/svg-to-pdf, plugins/svg-to-eps) convert each case exactly as the tool does.
 */
import type { Page } from '@playwright/test';

export interface PageResult {
  width: number;
  height: number;
  /** Chromium's own render on white, RGB, base64. */
  reference: string;
  pdf?: string;
  pdfNote?: string;
  pdfError?: string;
  eps?: string;
  epsNote?: string;
  epsError?: string;
}

/** Converts one SVG with both tools and renders it with Chromium itself. */
export function convertInPage(page: Page, svgText: string, name: string, formats = ['pdf', 'eps']): Promise<PageResult> {
  return page.evaluate(
    async ({ svgText, name, formats }) => {
      const load = (path: string) => import(/* @vite-ignore */ path) as Promise<{ default: (...args: unknown[]) => Promise<{ data: ArrayBuffer; info?: { noteKey?: string } }[]> }>;
      const sourceModule = '/kits/svg/source.ts';
      const source = (await import(/* @vite-ignore */ sourceModule)) as { parseSvgSource(bytes: Uint8Array): { size: { width: number; height: number } } };
      const bytes = new TextEncoder().encode(svgText);
      const base64 = async (data: BlobPart) => {
        const url = await new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as string);
          reader.readAsDataURL(new Blob([data]));
        });
        return url.slice(url.indexOf(',') + 1);
      };
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
      await image.decode().catch(() => undefined);
      let size = { width: image.naturalWidth || 300, height: image.naturalHeight || 150 };
      try {
        size = source.parseSvgSource(bytes).size;
      } catch {
        // refused by the tools: the reference keeps the browser's size
      }
      const width = Math.max(1, Math.round(size.width));
      const height = Math.max(1, Math.round(size.height));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      if (image.naturalWidth) context.drawImage(image, 0, 0, width, height);
      const rgba = context.getImageData(0, 0, width, height).data;
      const rgb = new Uint8Array(width * height * 3);
      for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) rgb.set(rgba.subarray(i, i + 3), j);
      const result: Record<string, unknown> = { width, height, reference: await base64(rgb) };
      const input = { file: new File([bytes], name, { type: 'image/svg+xml' }), name, type: 'image/svg+xml', size: bytes.length };
      const context2 = { progress: () => undefined, signal: new AbortController().signal };
      for (const [key, path, options] of [
        ['pdf', '/plugins/svg-to-pdf/processor.main.ts', { page: 'svg', margin: 10 }],
        ['eps', '/plugins/svg-to-eps/processor.main.ts', {}],
      ] as const) {
        if (!formats.includes(key)) continue;
        try {
          const [output] = await (await load(path)).default(input, options, context2);
          result[key] = await base64(output.data);
          result[`${key}Note`] = output.info?.noteKey;
        } catch (error) {
          result[`${key}Error`] = error instanceof Error ? error.message : String(error);
        }
      }
      return result as unknown as PageResult;
    },
    { svgText, name, formats },
  );
}
