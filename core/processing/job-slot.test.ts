import { describe, expect, it } from 'vitest';
import { JobCancelledError, ProcessingError } from './errors';
import { JobSlot, JobSlots } from './job-slot';

/** Work that ends when the test says, or rejects as a cancelled worker job does when its signal aborts. */
function controllable<R>() {
  let finish: (result: R) => void = () => {};
  let seen: AbortSignal | undefined;
  const work = (signal: AbortSignal) =>
    new Promise<R>((resolve, reject) => {
      seen = signal;
      finish = resolve;
      signal.addEventListener('abort', () => reject(new JobCancelledError()));
    });
  return { work, finish: (result: R) => finish(result), signal: () => seen };
}

describe('JobSlot', () => {
  it('a new run cancels the running one, whose outcome is cancelled; the newest result counts', async () => {
    const slot = new JobSlot();
    const first = controllable<string>();
    const second = controllable<string>();
    const firstOutcome = slot.run(first.work);
    const secondOutcome = slot.run(second.work);
    expect(first.signal()?.aborted).toBe(true);
    expect(slot.running).toBe(true);
    second.finish('new');
    await expect(firstOutcome).resolves.toEqual({ status: 'cancelled' });
    await expect(secondOutcome).resolves.toEqual({ status: 'done', result: 'new' });
    expect(slot.running).toBe(false);
  });

  it('a result that comes back after cancel() is dropped', async () => {
    const slot = new JobSlot();
    const outcome = slot.run(async () => 'late');
    slot.cancel();
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
  });

  it('failures are ProcessingErrors: a typed one as it is, anything else under the fallback key with its message', async () => {
    const slot = new JobSlot();
    const typed = new ProcessingError('errors.tooLarge', 'Too large', { mb: 5 });
    await expect(slot.run(() => Promise.reject(typed))).resolves.toEqual({ status: 'failed', error: typed });
    const other = await slot.run(() => Promise.reject(new TypeError('boom')), 'errors.conversion');
    expect(other.status === 'failed' && [other.error.key, other.error.message]).toEqual(['errors.conversion', 'boom']);
  });
});

describe('JobSlots', () => {
  it('runs keys side by side; cancelling one key leaves the others running', async () => {
    const slots = new JobSlots<string>();
    const a = controllable<string>();
    const b = controllable<string>();
    const aOutcome = slots.run('a', a.work);
    const bOutcome = slots.run('b', b.work);
    slots.cancel('a');
    expect(a.signal()?.aborted).toBe(true);
    expect(b.signal()?.aborted).toBe(false);
    b.finish('b done');
    await expect(aOutcome).resolves.toEqual({ status: 'cancelled' });
    await expect(bOutcome).resolves.toEqual({ status: 'done', result: 'b done' });
  });

  it('cancelAll stops every key', async () => {
    const slots = new JobSlots<number>();
    const jobs = [controllable<number>(), controllable<number>()];
    const outcomes = jobs.map((job, key) => slots.run(key, job.work));
    slots.cancelAll();
    expect(jobs.every((job) => job.signal()?.aborted)).toBe(true);
    await expect(Promise.all(outcomes)).resolves.toEqual([{ status: 'cancelled' }, { status: 'cancelled' }]);
  });
});
