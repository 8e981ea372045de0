import type { Accept } from '../plugin/schema';
import { acceptsZip, isZip, matchesAccept } from './accept';
import { DEFAULT_MAX_ENTRY_BYTES } from './archive-plan';
import type { ArchiveNotice } from './archive-refusal';
import type { ExpandEvent, ExpandRequest } from './expand-archive';
import { openArchiveInWorker } from './open-archive';

export interface ImportTarget {
  accept?: Accept;
  /** The tool's per-file limit (an archive's entries are held to it before they are inflated). */
  maxFileBytes?: number;
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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

type OpenArchive = (request: ExpandRequest, onEvent: (event: ExpandEvent) => void) => Promise<void>;

/**
 * Dropped, chosen or pasted files become the tool's files: loose ones filtered by `accept`, ZIP
 * archives (unless the tool takes ZIPs itself) opened in a worker, their directory judged before
 * anything is inflated. Files arrive through `onFiles` a slice at a time; whatever is not taken is
 * reported through `onReport`, each archive on its own.
 */
export async function importFiles(
  files: File[],
  { accept, maxFileBytes }: ImportTarget,
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
    await openArchive({ archive, accept, maxEntryBytes }, (event) => {
      if (event.type === 'files') onFiles(event.files);
      else if (event.type === 'report') onReport({ archive: archive.name, notices: event.notices, rejected: event.rejected.map((name) => `${archive.name}/${name}`) });
    });
  }
}
