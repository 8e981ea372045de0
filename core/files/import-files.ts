import type { Accept } from '../plugin/schema';
import { acceptsZip, isZip, matchesAccept, typeFromName } from './accept';
import { ArchiveEntryFile, openFile } from './archive-entry-file';
import { baseName, DEFAULT_MAX_ENTRY_BYTES } from './archive-plan';
import type { ArchiveNotice } from './archive-refusal';
import type { ExpandEvent, ExpandRequest } from './expand-archive';
import { openArchiveInWorker } from './open-archive';
import type { ZipEntry } from './zip-directory';

export interface ImportTarget {
  accept?: Accept;
  /** The tool's per-file limit (an archive's entries are held to it before they are inflated). */
  maxFileBytes?: number;
  /**
   * The taker opens an archive's entries itself (openFile) when it processes them, as the batch does:
   * it is handed ArchiveEntryFiles, not yet inflated. Otherwise each is inflated before it is handed on.
   */
  opensEntries?: boolean;
}

/** What was not taken from one drop (`archive` set: from that archive). */
export interface ImportReport {
  archive?: string;
  notices: ArchiveNotice[];
  /** Names of files the tool does not take. */
  rejected: string[];
}

/**
 * Loose files handed on at a time, each hand-over its own task: a 1,000-file drop never holds the
 * page. Not fewer: the results list draws every row while it has few (60 or less), and a first
 * slice of 50 rows drawn whole cost more than 250 rows of which only the visible are drawn.
 */
export const FILES_PER_TASK = 250;

/** Yields to the page: input and painting run before the next slice (scheduler.yield where the browser has it). */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve));
};

let archiveCount = 0;

/** An archive's entries as files without bytes, made a slice per task. */
async function* entryFiles(archive: File, entries: ZipEntry[], accept: Accept | undefined): AsyncGenerator<File[]> {
  const archiveId = archiveCount++;
  for (let start = 0; start < entries.length; start += FILES_PER_TASK) {
    if (start) await nextTask();
    yield entries.slice(start, start + FILES_PER_TASK).map((entry) => {
      const name = baseName(entry.name);
      return new ArchiveEntryFile(archiveId, archive, entry, name, typeFromName(name, accept));
    });
  }
}

/** Inflates each entry in turn (for a taker that reads files as soon as it has them); the damaged ones are named. */
async function openEach(files: File[]): Promise<{ opened: File[]; failed: ArchiveNotice[] }> {
  const opened: File[] = [];
  const failed: ArchiveNotice[] = [];
  for (const file of files) {
    try {
      opened.push(await openFile(file));
    } catch {
      failed.push({ reason: 'entryUnreadable', name: (file as ArchiveEntryFile).entry.name });
    }
  }
  return { opened, failed };
}

type OpenArchive = (request: ExpandRequest, onEvent: (event: ExpandEvent) => void) => Promise<void>;

/**
 * Dropped, chosen or pasted files become the tool's files: loose ones filtered by `accept`, ZIP
 * archives (unless the tool takes ZIPs itself) opened in a worker, their directory judged before
 * anything is inflated, their entries inflated one at a time (see `opensEntries`). Files arrive through `onFiles` a slice at a time; whatever is not taken is
 * reported through `onReport`, each archive on its own.
 */
export async function importFiles(
  files: File[],
  { accept, maxFileBytes, opensEntries }: ImportTarget,
  onFiles: (files: File[]) => void,
  onReport: (report: ImportReport) => void,
  openArchive: OpenArchive = openArchiveInWorker,
): Promise<void> {
  const loose: File[] = [];
  const archives: File[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    if (isZip(file) && !acceptsZip(accept)) archives.push(file);
    else if (matchesAccept(file, accept)) loose.push(file);
    else rejected.push(file.name);
  }
  if (rejected.length) onReport({ notices: [], rejected });
  for (let start = 0; start < loose.length; start += FILES_PER_TASK) {
    if (start) await nextTask();
    onFiles(loose.slice(start, start + FILES_PER_TASK));
  }
  const maxEntryBytes = maxFileBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  for (const archive of archives) {
    const report = (notices: ArchiveNotice[], rejected: string[] = []) => onReport({ archive: archive.name, notices, rejected: rejected.map((name) => `${archive.name}/${name}`) });
    const handOn = async (entries: ZipEntry[]) => {
      for await (const slice of entryFiles(archive, entries, accept)) {
        if (opensEntries) {
          onFiles(slice);
          continue;
        }
        const { opened, failed } = await openEach(slice);
        if (opened.length) onFiles(opened);
        if (failed.length) report(failed);
      }
    };
    // Handed on in the order the worker said them, each slice after the last.
    let handing = Promise.resolve();
    try {
      await openArchive({ archive, accept, maxEntryBytes }, (event) => {
        if (event.type === 'entries') handing = handing.then(() => handOn(event.entries));
        else if (event.type === 'report') handing = handing.then(() => report(event.notices, event.rejected));
      });
    } catch {
      // A worker the browser would not start: the archive is named, the next one still opens.
      handing = handing.then(() => report([{ reason: 'unreadable' }]));
    }
    await handing;
  }
}
