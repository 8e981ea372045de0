import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareFor, type ShareItem } from './batch-share';

const waiting = (id: string, pixels: number): ShareItem => ({ id, pixels, status: { state: 'waiting' } });

describe('shareFor: a batch-wide budget split by pixels', () => {
  it('before any file starts, each share is its pixels’ part of the budget', () => {
    const items = [waiting('a', 12e6), waiting('b', 3e6), waiting('c', 0)];
    expect(shareFor(10_000_000, items, 'a')).toBe(8_000_000);
    expect(shareFor(10_000_000, items, 'b')).toBe(2_000_000);
    // An unreadable file weighs nothing (it fails on its own).
    expect(shareFor(10_000_000, items, 'c')).toBe(0);
  });

  it('what a finished file left is shared by the files not started, by their pixels', () => {
    const items: ShareItem[] = [
      { id: 'a', pixels: 4e6, status: { state: 'done', bytes: 1_000_000 } }, // its share was 4 MB
      { id: 'b', pixels: 4e6, status: { state: 'running', share: 4_000_000 } },
      waiting('c', 1e6),
      waiting('d', 1e6),
    ];
    expect(shareFor(10_000_000, items, 'c')).toBe(2_500_000);
  });

  it('the shares handed out never add up to more than the budget, in any order, with files ending under their share', async () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 30, maxLength: 30 }),
        fc.integer({ min: 1, max: 4 }),
        (pixels, budget, usage, workers) => {
          const items: ShareItem[] = pixels.map((p, i) => waiting(`f${i}`, p));
          const upFront = items.map((item) => shareFor(budget, items, item.id));
          expect(upFront.reduce((sum, share) => sum + share, 0)).toBeLessThanOrEqual(budget);
          // Start files `workers` at a time; each ends at a fraction of its share, then the next starts.
          const running: number[] = [];
          let next = 0;
          let total = 0;
          while (next < items.length || running.length) {
            while (running.length < workers && next < items.length) {
              const share = shareFor(budget, items, items[next].id);
              // A file is never worse off than its share before the batch began.
              expect(share).toBeGreaterThanOrEqual(upFront[next] - 1);
              items[next].status = { state: 'running', share };
              running.push(next++);
            }
            const ended = running.shift()!;
            const status = items[ended].status as { share: number };
            const bytes = Math.floor(status.share * usage[ended]);
            items[ended].status = { state: 'done', bytes };
            total += bytes;
          }
          expect(total).toBeLessThanOrEqual(budget);
        },
      ),
    );
  });
});
