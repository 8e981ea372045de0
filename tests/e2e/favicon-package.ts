import type { Page } from '@playwright/test';
import { decode } from 'fast-png';
import { readIco } from '../../kits/favicon/ico';
import { faviconCheckerProblems } from './favicon-checker';
import { expect } from './fixtures';
import { readDownload, unzip } from './media';

export type DecodedPng = ReturnType<typeof decode>;

const PNG_SIZES: Record<string, number> = {
  'favicon-96x96.png': 96,
  'apple-touch-icon.png': 180,
  'web-app-manifest-192x192.png': 192,
  'web-app-manifest-512x512.png': 512,
};

export function alphaAt(png: DecodedPng, x: number, y: number): number {
  return png.channels === 4 ? png.data[(y * png.width + x) * 4 + 3] : 255;
}

/**
 * Downloads the package's ZIP and checks it as a site would use it: the ICO holds 16, 32 and
 * 48 px PNGs, every PNG decodes at its stated size, the Apple icon is fully opaque, the manifest is
 * JSON naming icons that are in the ZIP at their sizes, the snippet links exactly the files, and
 * RealFaviconGenerator's checker finds no error and no warning.
 */
export async function checkPackageZip(page: Page, zipName: string, { themeColor }: { themeColor: string }) {
  const downloadPromise = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByTestId('download-zip').first().click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(zipName);
  const zip = await unzip(await readDownload(download));
  const expected = ['favicon.ico', 'favicon.svg', ...Object.keys(PNG_SIZES), 'site.webmanifest'];
  expect([...zip.keys()].sort()).toEqual(expected.sort());

  const entries = readIco(new Uint8Array(zip.get('favicon.ico')!));
  expect(entries.map((entry) => [entry.width, entry.height])).toEqual([
    [16, 16],
    [32, 32],
    [48, 48],
  ]);
  for (const entry of entries) {
    const png = decode(entry.data);
    expect([png.width, png.height]).toEqual([entry.width, entry.height]);
  }

  const pngs: Record<string, DecodedPng> = {};
  for (const [name, size] of Object.entries(PNG_SIZES)) {
    const png = decode(zip.get(name)!);
    expect([png.width, png.height], name).toEqual([size, size]);
    pngs[name] = png;
  }
  const apple = pngs['apple-touch-icon.png'];
  let transparent = 0;
  for (let y = 0; y < apple.height; y++) for (let x = 0; x < apple.width; x++) if (alphaAt(apple, x, y) < 255) transparent++;
  expect(transparent, 'transparent pixels in apple-touch-icon.png').toBe(0);

  const manifest = JSON.parse(zip.get('site.webmanifest')!.toString('utf8'));
  expect(manifest.theme_color).toBe(themeColor);
  expect(manifest.icons).toHaveLength(2);
  for (const icon of manifest.icons) {
    const name = icon.src.replace(/^\//, '');
    expect(zip.has(name), name).toBe(true);
    expect(icon.sizes).toBe(`${PNG_SIZES[name]}x${PNG_SIZES[name]}`);
  }

  const snippet = (await page.getByTestId('favicon-snippet').first().textContent()) ?? '';
  const linked = [...snippet.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]);
  const fromManifest = manifest.icons.map((icon: { src: string }) => icon.src.slice(1));
  expect([...linked, ...fromManifest].sort()).toEqual([...zip.keys()].sort());
  expect(zip.get('favicon.svg')!.toString('utf8')).toContain('<svg');
  expect(await faviconCheckerProblems(zip, snippet), "RealFaviconGenerator's checker").toEqual([]);
  return { zip, pngs };
}
