import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxRequest, SandboxResponse } from './outcome';
import { SandboxHost, type SandboxWorker } from './sandbox-host';

class FakeWorker implements SandboxWorker {
  static created: FakeWorker[] = [];
  received: SandboxRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<SandboxResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(message: SandboxRequest) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: SandboxResponse) {
    this.onmessage?.({ data: message } as MessageEvent<SandboxResponse>);
  }
}

const limits = { timeLimitMs: 2000, memoryLimitBytes: 1 << 20 };
const newHost = () => new SandboxHost(() => new FakeWorker(), limits, 1000, 10_000);

describe('SandboxHost', () => {
  beforeEach(() => {
    FakeWorker.created = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends the code with the limits and resolves with the worker’s answer', async () => {
    const host = newHost();
    const run = host.run('1 + 1');
    const worker = FakeWorker.created[0];
    expect(worker.received).toEqual([{ type: 'run', id: 1, code: '1 + 1', limits }]);
    worker.answer({ type: 'result', id: 1, outcome: { status: 'ok', value: '2', kind: 'number', logs: [], durationMs: 0 } });
    await expect(run).resolves.toMatchObject({ status: 'ok', value: '2' });
    expect(host.busy).toBe(false);
  });

  it('kills a worker that does not answer in time, reports a timeout and starts a fresh worker', async () => {
    const host = newHost();
    const run = host.run('while (true) {}');
    FakeWorker.created[0].answer({ type: 'started', id: 1 });
    vi.advanceTimersByTime(2999);
    expect(FakeWorker.created[0].terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(run).resolves.toEqual({ status: 'timeout', logs: [] });
    expect(FakeWorker.created[0].terminated).toBe(true);
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created[1].received).toEqual([{ type: 'warm-up' }]);
  });

  it('runs again on the fresh worker after a kill', async () => {
    const host = newHost();
    void host.run('while (true) {}');
    FakeWorker.created[0].answer({ type: 'started', id: 1 });
    vi.advanceTimersByTime(3000);
    const next = host.run('"ok"');
    const fresh = FakeWorker.created[1];
    fresh.answer({ type: 'result', id: 2, outcome: { status: 'ok', value: 'ok', kind: 'string', logs: [], durationMs: 0 } });
    await expect(next).resolves.toMatchObject({ value: 'ok' });
  });

  it('ignores a late answer for a run that was already settled', async () => {
    const host = newHost();
    const first = host.run('a');
    FakeWorker.created[0].answer({ type: 'started', id: 1 });
    vi.advanceTimersByTime(3000);
    await first;
    FakeWorker.created[0].answer({ type: 'result', id: 1, outcome: { status: 'ok', value: 'late', kind: 'string', logs: [], durationMs: 0 } });
    expect(host.busy).toBe(false);
  });

  it('gives a slow start-up (engine and library, before the snippet begins) its own long limit, not the snippet’s', async () => {
    const host = newHost();
    const run = host.run('1');
    vi.advanceTimersByTime(9000);
    expect(FakeWorker.created[0].terminated).toBe(false);
    FakeWorker.created[0].answer({ type: 'started', id: 1 });
    vi.advanceTimersByTime(2999);
    expect(FakeWorker.created[0].terminated).toBe(false);
    FakeWorker.created[0].answer({ type: 'result', id: 1, outcome: { status: 'ok', value: '1', kind: 'number', logs: [], durationMs: 0 } });
    await expect(run).resolves.toMatchObject({ status: 'ok', value: '1' });
  });

  it('a start-up that never finishes is killed after its limit as an unknown error, not a timeout of the code', async () => {
    const host = newHost();
    const run = host.run('1');
    vi.advanceTimersByTime(10_000);
    await expect(run).resolves.toEqual({ status: 'unknown', logs: [] });
    expect(FakeWorker.created[0].terminated).toBe(true);
  });

  it('treats a crashed worker as an unknown error and replaces it', async () => {
    const host = newHost();
    const run = host.run('x');
    FakeWorker.created[0].onerror?.({ preventDefault() {} } as ErrorEvent);
    await expect(run).resolves.toEqual({ status: 'unknown', logs: [] });
    expect(FakeWorker.created).toHaveLength(2);
  });
});
