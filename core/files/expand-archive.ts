import type { Accept } from '../plugin/schema';
import { planArchive } from './archive-plan';
import { ArchiveRefusal, type ArchiveNotice } from './archive-refusal';
import { inflateEntry } from './inflate-entry';
import { ArchiveWindow, readZipDirectory, type ZipEntry } from './zip-directory';

export interface ExpandRequest {
  archive: File;
  accept?: Accept;
  maxEntryBytes: number;
}

/** What opening an archive reports, in order: the plan's verdicts first, then the entries to take (nothing inflated). */
export type ExpandEvent =
  | { type: 'report'; notices: ArchiveNotice[]; rejected: string[] }
  | { type: 'entries'; entries: ZipEntry[] }
  | { type: 'done' };

/** Entries handed on per message: few messages for a big archive, each cheap for the page to receive. */
const ENTRIES_PER_EVENT = 1000;

export const noticeOf = (error: unknown): ArchiveNotice => (error instanceof ArchiveRefusal ? error.notice : { reason: 'unreadable' });

/**
 * Opens one archive: its directory is read and judged, and the entries the tool takes are handed on
 * as they are declared. None is inflated here: each is inflated when its row is processed
 * (inflateArchiveEntry), so an archive never sits whole in memory.
 */
export async function expandArchive({ archive, accept, maxEntryBytes }: ExpandRequest, emit: (event: ExpandEvent) => void): Promise<void> {
  try {
    const plan = planArchive(await readZipDirectory(archive), accept, maxEntryBytes);
    if (plan.notices.length || plan.rejected.length) emit({ type: 'report', notices: plan.notices, rejected: plan.rejected });
    for (let start = 0; start < plan.take.length; start += ENTRIES_PER_EVENT) emit({ type: 'entries', entries: plan.take.slice(start, start + ENTRIES_PER_EVENT) });
  } catch (error) {
    emit({ type: 'report', notices: [noticeOf(error)], rejected: [] });
  }
  emit({ type: 'done' });
}

/** Windows kept over the archives last read from: a row after row reads the next entries from the same one. */
const WINDOWS_KEPT = 2;
const windows = new Map<number, ArchiveWindow>();

function windowOver(archiveId: number, archive: File): ArchiveWindow {
  let window = windows.get(archiveId);
  if (!window) {
    window = new ArchiveWindow(archive);
    windows.set(archiveId, window);
    if (windows.size > WINDOWS_KEPT) windows.delete(windows.keys().next().value!);
  }
  return window;
}

/** One entry's bytes, inflated as a stream (checked against its declared size and checksum). */
export function inflateArchiveEntry(archiveId: number, archive: File, entry: ZipEntry): Promise<Blob> {
  return inflateEntry(windowOver(archiveId, archive), entry);
}
