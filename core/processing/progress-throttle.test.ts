import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleProgress } from './progress-throttle';

describe('throttleProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first report, then at most one per interval, ending with the latest value', () => {
    const sent: number[] = [];
    const progress = throttleProgress((value) => sent.push(value), 200, () => Date.now());
    for (let frame = 1; frame <= 50; frame++) {
      progress.report(frame / 100, 'encoding');
      vi.advanceTimersByTime(10);
    }
    // 500 ms of reports every 10 ms: the first, one per 200 ms, and the latest once its turn came.
    expect(sent[0]).toBe(0.01);
    expect(sent.length).toBeLessThanOrEqual(4);
    vi.advanceTimersByTime(200);
    expect(sent.at(-1)).toBe(0.5);
  });

  it('passes a change of stage and completion at once', () => {
    const sent: string[] = [];
    const progress = throttleProgress((value, stage) => sent.push(`${stage} ${value}`), 200, () => Date.now());
    progress.report(0, 'reading');
    progress.report(0.05, 'decoding');
    progress.report(0.1, 'decoding');
    progress.report(1, 'decoding');
    expect(sent).toEqual(['reading 0', 'decoding 0.05', 'decoding 1']);
  });

  it('sends nothing held back once stopped', () => {
    const sent: number[] = [];
    const progress = throttleProgress((value) => sent.push(value), 200, () => Date.now());
    progress.report(0.1);
    progress.report(0.2);
    progress.stop();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([0.1]);
  });
});
