import type { Accept } from '../plugin/schema';
import { matchesAccept, typeFromName } from './accept';
import type { ArchiveNotice, FileKindCount } from './archive-refusal';
import type { ZipEntry } from './zip-directory';

/** Rows one archive may add: a batch takes this many files. */
export const MAX_BATCH_FILES = 10_000;
/** An entry's unpacked size limit for a tool that sets no `maxFileBytes` of its own. */
export const DEFAULT_MAX_ENTRY_BYTES = 200 * 1024 ** 2;
/** What one archive may unpack to in all. */
export const MAX_ARCHIVE_BYTES = 2 * 1024 ** 3;

const STORED = 0;
const DEFLATED = 8;

export interface ArchivePlan {
  /** Entries to inflate, in the archive's order. */
  take: ZipEntry[];
  notices: ArchiveNotice[];
  /** Entries the tool does not take (when it takes others), by path. */
  rejected: string[];
}

export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Folders, and what systems leave beside files (`.DS_Store`, `__MACOSX/`), are no files of the visitor's. */
const isSystemEntry = (entry: ZipEntry) => entry.isFolder || !baseName(entry.name) || baseName(entry.name).startsWith('.') || entry.name.startsWith('__MACOSX/');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : '';
};

function countKinds(names: string[]): FileKindCount[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(extensionOf(baseName(name)), (counts.get(extensionOf(baseName(name))) ?? 0) + 1);
  return [...counts].map(([extension, count]) => ({ extension, count })).sort((a, b) => b.count - a.count);
}

/**
 * What to take out of an archive, decided from its directory alone: names filtered by `accept`,
 * sizes checked against the limits before a byte is inflated.
 */
export function planArchive(entries: ZipEntry[], accept: Accept | undefined, maxEntryBytes: number): ArchivePlan {
  const files = entries.filter((entry) => !isSystemEntry(entry));
  if (!files.length) return { take: [], notices: [{ reason: 'empty' }], rejected: [] };
  const wanted: ZipEntry[] = [];
  const rejected: string[] = [];
  for (const entry of files) {
    const name = baseName(entry.name);
    if (matchesAccept({ name, type: typeFromName(name, accept) }, accept)) wanted.push(entry);
    else rejected.push(entry.name);
  }
  if (!wanted.length) return { take: [], notices: [{ reason: 'nothingTaken', kinds: countKinds(rejected) }], rejected: [] };
  if (wanted.length > MAX_BATCH_FILES) return { take: [], notices: [{ reason: 'tooManyEntries', count: wanted.length }], rejected };

  const notices: ArchiveNotice[] = [];
  const take: ZipEntry[] = [];
  for (const entry of wanted) {
    if (entry.encrypted || (entry.method !== STORED && entry.method !== DEFLATED)) notices.push({ reason: 'entryUnsupported', name: entry.name });
    else if (entry.size > maxEntryBytes) notices.push({ reason: 'entryTooLarge', name: entry.name, size: entry.size, limit: maxEntryBytes });
    else take.push(entry);
  }
  const total = take.reduce((sum, entry) => sum + entry.size, 0);
  if (total > MAX_ARCHIVE_BYTES) return { take: [], notices: [...notices, { reason: 'tooLarge', size: total, limit: MAX_ARCHIVE_BYTES }], rejected };
  return { take, notices, rejected };
}
