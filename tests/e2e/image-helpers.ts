/**
 * Node-side helpers for the image tools' browser tests: make small real images with our own
 * encoders, read a downloaded ZIP, decode results. Real photos: ./media.
 */
import type { Download, Page } from '@playwright/test';
import { decodeAny, nodeCodecs } from '../../kits/image/testing/node-decode';
import type { Pixels } from '../../kits/image/pixels';
import { readDownload, unzip } from './media';

// Node-side codecs and decoding live with the unit tests' helpers; the browser tests use the same.
export { decodeAny, nodeCodecs };

export async function uploadFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('upload-input').setInputFiles(files);
}

/** Waits until every row has finished (done or failed). */
export async function waitForRows(page: Page, count: number, timeout = 120_000) {
  const rows = page.getByTestId('result-row');
  await page.waitForFunction(
    (n) => {
      const all = [...document.querySelectorAll('[data-testid="result-row"]')];
      return all.length === n && all.every((row) => ['done', 'failed'].includes(row.getAttribute('data-status') ?? ''));
    },
    count,
    { timeout },
  );
  return rows;
}

/** Clicks "Download all as ZIP" and returns its entries. */
export async function downloadZip(page: Page): Promise<Map<string, Uint8Array>> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-zip').click()]);
  // Copies into plain Uint8Arrays: a Buffer may be a view of Node's shared pool, and the decoders read `.buffer`.
  const entries = await unzip(await readDownload(download));
  return new Map([...entries].map(([name, bytes]) => [name, new Uint8Array(bytes)]));
}

/** Sets a tool's remembered options before the page loads (the options panel reads them at mount). */
export async function presetOptions(page: Page, toolId: string, options: object) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [`localbox-options:${toolId}`, JSON.stringify(options)] as const);
}

/** A bottom-up 24-bit BMP of the image (alpha dropped). */
export function toBmp({ data, width, height }: Pixels): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + rowSize * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(rowSize * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const src = ((height - 1 - y) * width + x) * 4;
      const dst = 54 + y * rowSize + x * 3;
      [out[dst], out[dst + 1], out[dst + 2]] = [data[src + 2], data[src + 1], data[src]];
    }
  }
  return out;
}

/** An .ico holding one PNG-compressed icon (how modern icons store sizes up to 256). */
export function toIco(png: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = size % 256;
  header[7] = size % 256;
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, Buffer.from(png)]);
}
