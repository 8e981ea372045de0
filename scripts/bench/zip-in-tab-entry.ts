/**
 * Runs in the bench's page (bundled by zip-in-tab.ts): the app's own streaming ZIP (core/ui/zip.ts)
 * over files picked in the page (on disk, as a visitor's are), in three folders, read to the end and
 * discarded.
 */
import { zipStream } from '../../core/ui/zip';

const MB = 1024 * 1024;

export async function zipFiles(files: File[]): Promise<{ zipBytes: number; entries: number; seconds: number; peakHeapMB: number }> {
  const heap = () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
  let peakHeap = heap();
  const started = performance.now();
  const entries = files.map((file, index) => ({ name: `folder-${index % 3}/${file.name}`, data: file }));
  const reader = (await zipStream(entries)).getReader();
  let zipBytes = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    zipBytes += value.byteLength;
    peakHeap = Math.max(peakHeap, heap());
  }
  return { zipBytes, entries: entries.length, seconds: Math.round((performance.now() - started) / 100) / 10, peakHeapMB: Math.round(peakHeap / MB) };
}
