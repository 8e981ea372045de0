import { ProcessingError } from '../processing/errors';
import type { ArchiveNotice } from './archive-refusal';
import { isArchiveEntry, type ArchiveEntryFile } from './archive-entry-file';
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
const pending = new Map<number, { resolve(blob: Blob): void; reject(error: unknown): void }>();

const damaged = (file: ArchiveEntryFile) =>
  new ProcessingError('upload.archive.entryUnreadable', `${file.entry.name} cannot be inflated`, { name: file.entry.name, archive: file.archive.name });

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

/** An archive entry's bytes, inflated in a worker (streaming, entry by entry). */
function inflateInWorker(file: ArchiveEntryFile): Promise<Blob> {
  const id = nextId++;
  const reply = new Promise<Blob>((resolve, reject) => pending.set(id, { resolve, reject }));
  inflateWorker().postMessage({ inflate: { id, archiveId: file.archiveId, archive: file.archive, entry: file.entry } } satisfies InflateRequest);
  return reply;
}

/**
 * The file with its bytes: an entry of a dropped ZIP is inflated now (its row is being processed),
 * any other file is itself. A damaged entry, or one that does not unpack to what it declares, fails
 * with the reason its row shows.
 */
export async function openFile(file: File): Promise<File> {
  if (!isArchiveEntry(file)) return file;
  try {
    return new File([await inflateInWorker(file)], file.name, { type: file.type, lastModified: file.lastModified });
  } catch {
    throw damaged(file);
  }
}
