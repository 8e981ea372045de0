import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobClock } from './job-clock';

describe('jobClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs out its limit from the start of a job that loads no engine', () => {
    const timedOut = vi.fn();
    const clock = jobClock(1000, timedOut);
    clock.start();
    clock.stage('processing');
    vi.advanceTimersByTime(999);
    expect(timedOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(timedOut).toHaveBeenCalledOnce();
  });

  it('stands still while the job loads its engine, and gives the next stage the whole limit', () => {
    const timedOut = vi.fn();
    const clock = jobClock(1000, timedOut);
    clock.start();
    vi.advanceTimersByTime(800);
    clock.stage('loading-engine');
    vi.advanceTimersByTime(60_000);
    expect(timedOut).not.toHaveBeenCalled();
    clock.stage('processing');
    vi.advanceTimersByTime(999);
    expect(timedOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(timedOut).toHaveBeenCalledOnce();
  });

  it('a job reported as loading before its worker took it up starts with the clock stopped', () => {
    const timedOut = vi.fn();
    const clock = jobClock(1000, timedOut);
    clock.stage('loading-engine');
    clock.start();
    vi.advanceTimersByTime(5000);
    expect(timedOut).not.toHaveBeenCalled();
  });

  it('never fires without a limit, or once stopped', () => {
    const timedOut = vi.fn();
    const unlimited = jobClock(undefined, timedOut);
    unlimited.start();
    const stopped = jobClock(1000, timedOut);
    stopped.start();
    stopped.stop();
    stopped.stage('processing');
    vi.advanceTimersByTime(10_000);
    expect(timedOut).not.toHaveBeenCalled();
  });
});
