import type { ArchiveNotice } from './archive-refusal';
import type { ZipEntry } from './zip-directory';

export interface InflateRequest {
  inflate: { id: number; archiveId: number; archive: File; entry: ZipEntry };
}
export type InflateReply = { id: number; blob: Blob } | { id: number; notice: ArchiveNotice };

/** The inflating worker is ended once it has had nothing to do for this long. */
const IDLE_MS = 10_000;

let worker: Worker | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;
const pending = new Map<number, { resolve(blob: Blob): void; reject(notice: ArchiveNotice): void }>();

function endWorker(): void {
  worker?.terminate();
  worker = undefined;
}

function inflateWorker(): Worker {
  clearTimeout(idleTimer);
  if (worker) return worker;
  const started = new Worker(new URL('./archive.worker.ts', import.meta.url), { type: 'module', name: 'localbox-archive' });
  started.onmessage = ({ data }: MessageEvent<InflateReply>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('blob' in data) waiting?.resolve(data.blob);
    else waiting?.reject(data.notice);
    if (!pending.size) idleTimer = setTimeout(endWorker, IDLE_MS);
  };
  started.onerror = () => {
    pending.forEach(({ reject }) => reject({ reason: 'unreadable' }));
    pending.clear();
    endWorker();
  };
  worker = started;
  return started;
}

/** One entry of a dropped archive, inflated in a worker (streaming; checked against its declared size and checksum). */
export function inflateInWorker(archiveId: number, archive: File, entry: ZipEntry): Promise<Blob> {
  const id = nextId++;
  const reply = new Promise<Blob>((resolve, reject) => pending.set(id, { resolve, reject }));
  inflateWorker().postMessage({ inflate: { id, archiveId, archive, entry } } satisfies InflateRequest);
  return reply;
}
