/**
 * A budget shared by a whole batch ("all files together ≤ 10 MB"), split by pixels. Each file's
 * share is fixed as its job starts: its pixels' part of what the batch has not yet used, among the
 * files not yet started. Before any file ends that is its share of the whole budget; a file that
 * comes in under its share leaves the difference to the files after it. The shares handed out
 * never add up to more than the budget, so the batch meets it.
 */
export type ShareState =
  | { state: 'waiting' }
  /** Started with this many bytes to spend. */
  | { state: 'running'; share: number }
  /** Finished at this many bytes (a failed file: 0). */
  | { state: 'done'; bytes: number };

export interface ShareItem {
  id: string;
  pixels: number;
  status: ShareState;
}

/** The bytes the file `id` may spend, starting now. */
export function shareFor(budget: number, items: readonly ShareItem[], id: string): number {
  let used = 0;
  let waitingPixels = 0;
  let own = 0;
  for (const item of items) {
    if (item.id === id) {
      own = item.pixels;
      waitingPixels += item.pixels;
    } else if (item.status.state === 'waiting') waitingPixels += item.pixels;
    else used += item.status.state === 'running' ? item.status.share : item.status.bytes;
  }
  const left = Math.max(0, budget - used);
  if (waitingPixels <= 0) return 0;
  return Math.floor((left * own) / waitingPixels);
}
