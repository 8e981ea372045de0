import type { BatchRow } from '../../core/ui/batch/types';
import type { BatchPlan } from '../../core/ui/batch/useBatch';
import { readImageHeader } from '../../kits/image/header';
import { fitWithin } from '../../kits/image/pixels';
import { shareFor, type ShareItem } from './batch-share';
import { budgetBytes, type CompressJobOptions, type CompressOptions } from './options';

/** Enough for a JPEG's header behind a large EXIF block and colour profile; a longer header is read whole. */
const HEADER_BYTES = 512 * 1024;

type Size = { width: number; height: number };
/** Each file's size from its header (no decoding): read once per file; 0 × 0 when unreadable (the job then fails on its own). */
const sizes = new WeakMap<File, Promise<Size>>();

function sizeOf(file: File): Promise<Size> {
  let size = sizes.get(file);
  if (!size) {
    size = (async () => {
      let header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
      if (!header && file.size > HEADER_BYTES) header = readImageHeader(new Uint8Array(await file.arrayBuffer()));
      return header ?? { width: 0, height: 0 };
    })().catch(() => ({ width: 0, height: 0 }));
    sizes.set(file, size);
  }
  return size;
}

/** The pixels a file is encoded at: its header's size within the max width and height (orientation aside: a weight). */
function pixelsOf({ width, height }: Size, options: CompressOptions): number {
  if (!width || !height) return 0;
  const fitted = fitWithin(width, height, options.maxWidth || undefined, options.maxHeight || undefined);
  return fitted.width * fitted.height;
}

/** The share each started job was given, with the key it was started under. */
const started = new Map<string, { key: string; share: number }>();

const sharesBatch = (options: CompressOptions) => options.mode === 'budget' && options.budgetScope === 'batch';

function shareState(row: BatchRow, key: string): ShareItem['status'] {
  if (row.optionsKey === key && row.status === 'done') return { state: 'done', bytes: row.result?.blob.size ?? 0 };
  if (row.optionsKey === key && row.status === 'failed') return { state: 'done', bytes: 0 };
  const job = started.get(row.id);
  if (job?.key === key && (row.status === 'queued' || row.status === 'working')) return { state: 'running', share: job.share };
  // Not started yet, or made under other options and about to be redone.
  return { state: 'waiting' };
}

/**
 * "All files together ≤ N": which files share the budget is part of every row's key (adding or
 * removing one redoes the others), and each job gets its share as it leaves the queue (batch-share.ts).
 */
export const batchBudgetPlan: BatchPlan<CompressOptions> = {
  key: (options, rows) => (sharesBatch(options) ? `|batch:${rows.map((row) => row.id).join(',')}` : ''),
  async jobOptions(options, job, rows) {
    if (!sharesBatch(options)) return options;
    await Promise.all(rows().map((row) => sizeOf(row.file)));
    // The rows again after the headers are read: other jobs may have started or ended meanwhile
    // (the sizes are known now, so nothing but microtasks runs until the share is recorded).
    const current = rows();
    const found = await Promise.all(current.map((row) => sizeOf(row.file)));
    const items: ShareItem[] = current.map((row, i) => ({ id: row.id, pixels: pixelsOf(found[i], options), status: shareState(row, job.key) }));
    const share = shareFor(budgetBytes(options), items, job.id);
    started.set(job.id, { key: job.key, share });
    const jobOptions: CompressJobOptions = { ...options, share };
    return jobOptions;
  },
};
