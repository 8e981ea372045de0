import type { Download, Page } from '@playwright/test';
import JSZip from 'jszip';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PHOTOS_DIR = path.resolve('.fixtures/photos');
const SMALL_PHOTOS_DIR = path.resolve('.fixtures/photos-small');

function photosIn(dir: string, count: number): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jpg'))
    .sort()
    .slice(0, count)
    .map((name) => path.join(dir, name));
}

/** The first `count` (default all) real photos at full size (1280 to 2560 px), fetched by the global setup. */
export function realPhotos(count = Infinity): string[] {
  return photosIn(PHOTOS_DIR, count);
}

/**
 * The same photos 640 px wide: for tests about batches, flows and errors, where a full-size photo
 * only makes the machine slower. Each tool keeps one full-resolution case with realPhotos.
 */
export function smallPhotos(count = Infinity): string[] {
  return photosIn(SMALL_PHOTOS_DIR, count);
}

/** A file for setInputFiles (which cannot mix paths and buffers). */
export function fileFromDisk(filePath: string, mimeType = 'image/jpeg') {
  return { name: path.basename(filePath), mimeType, buffer: readFileSync(filePath) };
}

export async function readDownload(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(bytes);
  const files = new Map<string, Buffer>();
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) files.set(entry.name, await entry.async('nodebuffer'));
  }
  return files;
}

/** Decodes an image with the browser's own decoder and returns its size. */
export async function decodeInBrowser(page: Page, bytes: Buffer, type: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    async ({ data, mime }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: mime }));
      return { width: bitmap.width, height: bitmap.height };
    },
    { data: [...bytes], mime: type },
  );
}
