import { describe, expect, it } from 'vitest';
import { IdleMeasurements } from './idle-measurements';

/** A measurement the test ends by hand, recording when it started. */
function deferred(log: string[], id: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { run: () => (log.push(id), ended), end };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('IdleMeasurements', () => {
  it('waits while the batch is busy, then runs one at a time in order; a dropped one never runs', async () => {
    let busy = true;
    const log: string[] = [];
    const queue = new IdleMeasurements(() => busy);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => deferred(log, id));
    queue.add('a', a.run);
    queue.add('b', b.run);
    queue.add('c', c.run);
    expect(log).toEqual([]);
    busy = false;
    queue.next();
    queue.drop('b');
    expect(log).toEqual(['a']);
    queue.next();
    expect(log).toEqual(['a']);
    a.end();
    await settle();
    expect(log).toEqual(['a', 'c']);
    c.end();
  });

  it('a failed measurement does not stop the next', async () => {
    const log: string[] = [];
    const queue = new IdleMeasurements(() => false);
    queue.add('a', () => (log.push('a'), Promise.reject(new Error('x'))));
    queue.add('b', async () => void log.push('b'));
    await settle();
    expect(log).toEqual(['a', 'b']);
  });
});
