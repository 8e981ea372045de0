/**
 * Streaming ZIP bench (not in the suite): 3 GB of generated entries through core/ui/zip.ts's
 * client-zip stream, consumed and discarded, with the process's peak RSS sampled. Run:
 *   npx tsx scripts/bench/zip-stream.ts [gigabytes]
 */
import { makeZip } from 'client-zip';

const GB = 1024 ** 3;
const total = Number(process.argv[2] ?? 3) * GB;
const ENTRY = 100 * 1024 * 1024;
const CHUNK = new Uint8Array(1024 * 1024).fill(7);

function entry(index: number, size: number) {
  let sent = 0;
  const input = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(CHUNK.byteLength, size - sent);
      controller.enqueue(CHUNK.subarray(0, n));
      sent += n;
    },
  });
  return { name: `folder-${index % 3}/entry-${index}.bin`, input, size, lastModified: new Date() };
}

async function main() {
  const entries = Array.from({ length: Math.ceil(total / ENTRY) }, (_, i) => entry(i, Math.min(ENTRY, total - i * ENTRY)));
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  let bytes = 0;
  const reader = makeZip(entries).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ zipBytes: bytes, entries: entries.length, seconds: Math.round(seconds), peakRssMB: Math.round(peak / 1024 / 1024) }));
}

void main();
