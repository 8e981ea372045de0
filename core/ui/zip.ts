import { safeZipPath } from './zip-entry-name';
import { uniqueNames } from '../files/file-names';

export interface ZipEntry {
  /** May hold folders: "icons/favicon.ico". */
  name: string;
  data: Blob | ArrayBuffer | Uint8Array | string;
  lastModified?: Date;
}

/**
 * A ZIP entry name that cannot escape the archive's folder when extracted, nor mislead when shown:
 * see zip-entry-name.ts (separators, drives, dot parts, control and bidi characters, reserved names).
 */
export function safeEntryName(name: string): string {
  const path = name.replace(/\\/g, '/');
  const cut = path.lastIndexOf('/');
  return safeZipPath(path.slice(cut + 1), cut >= 0 ? path.slice(0, cut) : '');
}

/**
 * The archive as a stream (client-zip): entries are read one after another as the stream is
 * consumed, so a batch of gigabytes never sits whole in memory. Entries are stored, not deflated:
 * media files are already compressed. Names are made safe and unique (photo.jpg, photo (2).jpg).
 */
export async function zipStream(entries: Iterable<ZipEntry> | ZipEntry[]): Promise<ReadableStream<Uint8Array>> {
  const { makeZip } = await import('client-zip');
  const list = [...entries];
  const names = uniqueNames(list.map((entry) => safeEntryName(entry.name)));
  return makeZip(
    list.map((entry, index) => ({ name: names[index], input: entry.data, lastModified: entry.lastModified ?? new Date() })),
    { buffersAreUTF8: true },
  );
}

/** Builds a ZIP as a Blob (Chromium keeps large Blobs on disk, not in the page's memory). */
export async function createZip(entries: ZipEntry[]): Promise<Blob> {
  const stream = await zipStream(entries);
  const blob = await new Response(stream).blob();
  return blob.slice(0, blob.size, 'application/zip');
}

interface SaveFilePickerWindow {
  showSaveFilePicker?: (options: { suggestedName: string; types?: unknown[] }) => Promise<{ createWritable(): Promise<WritableStream<Uint8Array>> }>;
}

/** Above this, the ZIP streams straight to a file the user picks (where the browser allows it). */
export const STREAM_TO_DISK_ABOVE = 1024 * 1024 * 1024;

/**
 * Saves a ZIP of the entries: streamed to a file through the File System Access API for very large
 * batches (Chromium), otherwise through a Blob and a download link. Returns false if the user
 * cancelled the file picker.
 */
export async function saveZip(entries: ZipEntry[], fileName: string, download: (blob: Blob, name: string) => void): Promise<boolean> {
  const total = entries.reduce((sum, entry) => sum + (typeof entry.data === 'string' ? entry.data.length : 'size' in entry.data ? entry.data.size : entry.data.byteLength), 0);
  const picker = (window as SaveFilePickerWindow).showSaveFilePicker;
  if (total > STREAM_TO_DISK_ABOVE && picker) {
    let handle;
    try {
      handle = await picker({ suggestedName: fileName });
    } catch {
      return false;
    }
    await (await zipStream(entries)).pipeTo(await handle.createWritable());
    return true;
  }
  download(await createZip(entries), fileName);
  return true;
}

/** "image-resize-2026-11-23.zip" */
export function zipName(toolId: string, now = new Date()): string {
  return `${toolId}-${now.toISOString().slice(0, 10)}.zip`;
}
