import { describe, expect, it, vi } from 'vitest';
import { WorkerPool } from './pool';
import type { AnyProcessor, ProcessorModule } from './processor';
import type { RunJobMessage, WorkerReply } from './protocol';
import { createMessageHandler } from './run-job';
import { FakeWorker } from './testing/fake-worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that waits `input` ms (as on a browser decoder) and records when it starts and ends. */
function waiter(events: string[]): AnyProcessor {
  return async (input: number, _options, { progress, signal }) => {
    events.push(`start ${input}`);
    progress(0.5, 'decoding');
    await sleep(input);
    if (signal.aborted) throw new DOMException('stopped', 'AbortError');
    events.push(`end ${input}`);
    return input;
  };
}

const run = (jobId: number, input: number): RunJobMessage => ({ type: 'run', jobId, pluginId: 'p', input, options: {} });

describe('overlapping jobs in one worker', () => {
  it('starts the next job while the first waits, and still replies in arrival order', async () => {
    const events: string[] = [];
    const replies: WorkerReply[] = [];
    const module: ProcessorModule = { default: waiter(events), overlapJobs: true };
    const handle = createMessageHandler(async () => module, (reply) => replies.push(reply));
    handle(run(1, 40));
    handle(run(2, 2));
    handle(run(3, 3));
    await vi.waitFor(() => expect(replies.filter((r) => r.type === 'done')).toHaveLength(3), { timeout: 30_000 });
    // Job 2 started before job 1 ended and ended first; at most two ran at once (3 waited for a place).
    expect(events.indexOf('start 2')).toBeLessThan(events.indexOf('end 40'));
    expect(events.indexOf('end 2')).toBeLessThan(events.indexOf('end 40'));
    expect(events.indexOf('start 3')).toBeGreaterThan(events.indexOf('end 2'));
    expect(replies.filter((r) => r.type === 'done').map((r) => r.jobId)).toEqual([1, 2, 3]);
    // A later job's progress goes at once: the pool learns from it that the job has started.
    const firstDone = replies.findIndex((r) => r.type === 'done' && r.jobId === 1);
    expect(replies.findIndex((r) => r.type === 'progress' && r.jobId === 2)).toBeLessThan(firstDone);
  });

  it('runs one at a time when the module does not allow overlapping', async () => {
    const events: string[] = [];
    const replies: WorkerReply[] = [];
    const handle = createMessageHandler(async () => ({ default: waiter(events) }), (reply) => replies.push(reply));
    handle(run(1, 20));
    handle(run(2, 1));
    await vi.waitFor(() => expect(replies.filter((r) => r.type === 'done')).toHaveLength(2), { timeout: 30_000 });
    expect(events).toEqual(['start 20', 'end 20', 'start 1', 'end 1']);
  });

  it('cancels the second of two running jobs alone', async () => {
    const events: string[] = [];
    const replies: WorkerReply[] = [];
    const handle = createMessageHandler(async () => ({ default: waiter(events), overlapJobs: true }), (reply) => replies.push(reply));
    handle(run(1, 300));
    handle(run(2, 300));
    await vi.waitFor(() => expect(events.filter((e) => e === 'start 300')).toHaveLength(2), { interval: 5 });
    handle({ type: 'cancel', jobId: 2 });
    await vi.waitFor(() => expect(replies.filter((r) => r.type !== 'progress')).toHaveLength(2), { timeout: 30_000 });
    expect(replies.filter((r) => r.type !== 'progress').map((r) => `${r.type} ${r.jobId}`)).toEqual(['done 1', 'error 2']);
  });

  it('gives each caller of the pool its own result when a later job finishes first', async () => {
    const events: string[] = [];
    const loaders = { '/plugins/p/processor.ts': async () => ({ default: waiter(events), overlapJobs: true }) };
    const pool = new WorkerPool(() => new FakeWorker(loaders), 1);
    const results = await Promise.all([40, 1, 5, 1].map((ms) => pool.run('p', ms, {}, { onStart: () => events.push(`row ${ms}`) })));
    expect(results).toEqual([40, 1, 5, 1]);
    expect(events.indexOf('start 1')).toBeLessThan(events.indexOf('end 40'));
    // The held job's row starts when the worker starts it (its first progress), not when the first ends; once each.
    expect(events.indexOf('row 1')).toBeLessThan(events.indexOf('end 40'));
    expect(events.filter((entry) => entry.startsWith('row'))).toHaveLength(4);
  });
});
