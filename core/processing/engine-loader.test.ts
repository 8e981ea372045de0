import { describe, expect, it, vi } from 'vitest';
import { createEngineLoader } from './engine-loader';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('createEngineLoader', () => {
  it('goes not-loaded → loading → loaded and notifies subscribers', async () => {
    const loader = createEngineLoader(async () => 'engine');
    const seen: string[] = [];
    loader.subscribe((state) => seen.push(state));
    expect(loader.state).toBe('not-loaded');
    const pending = loader.get();
    expect(loader.state).toBe('loading');
    await expect(pending).resolves.toBe('engine');
    expect(loader.state).toBe('loaded');
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('shares one load between concurrent callers', async () => {
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const loader = createEngineLoader(load);
    const a = loader.get();
    const b = loader.get();
    gate.resolve('engine');
    expect(await Promise.all([a, b])).toEqual(['engine', 'engine']);
    expect(load).toHaveBeenCalledTimes(1);
    await loader.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resets after a failed load so the next call retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce('engine');
    const loader = createEngineLoader(load);
    await expect(loader.get()).rejects.toThrow('network down');
    expect(loader.state).toBe('not-loaded');
    await expect(loader.get()).resolves.toBe('engine');
    expect(load).toHaveBeenCalledTimes(2);
    expect(loader.state).toBe('loaded');
  });

  it('concurrent callers of a failing load all see the failure', async () => {
    const gate = deferred<string>();
    const loader = createEngineLoader(() => gate.promise);
    const both = Promise.allSettled([loader.get(), loader.get()]);
    gate.reject(new Error('boom'));
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('reset() forgets a loaded engine', async () => {
    const load = vi.fn(async () => 'engine');
    const loader = createEngineLoader(load);
    await loader.get();
    loader.reset();
    expect(loader.state).toBe('not-loaded');
    await loader.get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
