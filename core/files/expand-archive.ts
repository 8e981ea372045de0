import type { Accept } from '../plugin/schema';
import { typeFromName } from './accept';
import { baseName, planArchive } from './archive-plan';
import { ArchiveRefusal, type ArchiveNotice } from './archive-refusal';
import { inflateEntry } from './inflate-entry';
import { ArchiveWindow, readZipDirectory } from './zip-directory';

export interface ExpandRequest {
  archive: File;
  accept?: Accept;
  maxEntryBytes: number;
}

/** What opening an archive reports, in order: the plan's verdicts first, then files as they are inflated. */
export type ExpandEvent =
  | { type: 'report'; notices: ArchiveNotice[]; rejected: string[] }
  | { type: 'files'; files: File[] }
  | { type: 'done' };

/** Files handed on together (or what is ready after EVENT_MS): few messages for a big archive, still a steady flow of rows. */
const FILES_PER_EVENT = 64;
const EVENT_MS = 100;

const noticeOf = (error: unknown): ArchiveNotice => (error instanceof ArchiveRefusal ? error.notice : { reason: 'unreadable' });

/**
 * Opens one archive: its directory is read and judged before anything is inflated, then the entries
 * the tool takes are inflated one at a time (never the whole archive in memory) and handed on as files.
 */
export async function expandArchive({ archive, accept, maxEntryBytes }: ExpandRequest, emit: (event: ExpandEvent) => void): Promise<void> {
  let plan;
  try {
    plan = planArchive(await readZipDirectory(archive), accept, maxEntryBytes);
  } catch (error) {
    emit({ type: 'report', notices: [noticeOf(error)], rejected: [] });
    emit({ type: 'done' });
    return;
  }
  if (plan.notices.length || plan.rejected.length) emit({ type: 'report', notices: plan.notices, rejected: plan.rejected });
  const source = new ArchiveWindow(archive);
  let files: File[] = [];
  let sentAt = performance.now();
  const failures: ArchiveNotice[] = [];
  for (const entry of plan.take) {
    try {
      const name = baseName(entry.name);
      files.push(new File([await inflateEntry(source, entry)], name, { type: typeFromName(name, accept), lastModified: entry.lastModified }));
    } catch (error) {
      failures.push(noticeOf(error));
    }
    if (files.length >= FILES_PER_EVENT || (files.length && performance.now() - sentAt > EVENT_MS)) {
      emit({ type: 'files', files });
      files = [];
      sentAt = performance.now();
    }
  }
  if (files.length) emit({ type: 'files', files });
  if (failures.length) emit({ type: 'report', notices: failures, rejected: [] });
  emit({ type: 'done' });
}
