import { describe, expect, it } from 'vitest';
import { toRowOutputs } from '../ui/batch/outputs';
import { JobCancelledError, JobTimeoutError } from './errors';
import { runOnMainThread } from './main-thread';
import { WorkerPool } from './pool';
import { defineProcessor, jobInputOf, type JobOutput, type Stage } from './processor';
import { FakeWorker, loadersOf } from './testing/fake-worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A favicon-like processor: one input, three files in two folders and an HTML snippet, in stages. */
const packager = defineProcessor<{ sizes: number[] }>(async (input, options, { progress }) => {
  progress(0, 'reading');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  progress(0.3, 'processing');
  const files: JobOutput[] = options.sizes.map((size) => ({
    kind: 'file',
    name: `icon-${size}.png`,
    type: 'image/png',
    data: new Uint8Array(size).fill(bytes[0]).buffer,
    folder: 'icons',
    info: { width: size, height: size },
  }));
  progress(0.9, 'packaging');
  return [...files, { kind: 'text', label: 'snippetLabel', text: '<link rel="icon" href="/icons/icon-16.png">', language: 'html' }];
});

let observedAbort = false;
/** Works in 5 ms steps, checks its signal between them, records that it saw the abort. */
const patient = defineProcessor<{ steps: number }>(async (_input, options, { progress, signal }) => {
  for (let step = 0; step < options.steps; step++) {
    if (signal.aborted) {
      observedAbort = true;
      throw new DOMException('Cancelled', 'AbortError');
    }
    progress(step / options.steps, 'encoding');
    await sleep(5);
  }
  return [];
});

const loaders = loadersOf({ packager, patient });
const file = new File([new Uint8Array([7, 7, 7])], 'logo.png', { type: 'image/png' });

describe('processor contract v2 through the worker pool', () => {
  it('a processor returns three files and a text; buffers are transferred; rows get typed Blobs with folders', async () => {
    const worker = new FakeWorker(loaders);
    const pool = new WorkerPool(() => worker, 1);
    const stages: Array<[number, Stage | undefined]> = [];
    const outputs = await pool.run<typeof packager>('packager', jobInputOf(file), { sizes: [16, 32, 48] }, { onProgress: (value, stage) => stages.push([value, stage]) });
    expect(outputs.map((o) => o.kind)).toEqual(['file', 'file', 'file', 'text']);
    const rows = toRowOutputs(outputs);
    const files = rows.filter((o) => o.kind === 'file');
    expect(files.map((o) => [o.name, o.folder, o.blob.size, o.blob.type])).toEqual([
      ['icon-16.png', 'icons', 16, 'image/png'],
      ['icon-32.png', 'icons', 32, 'image/png'],
      ['icon-48.png', 'icons', 48, 'image/png'],
    ]);
    expect(new Uint8Array(await files[0].blob.arrayBuffer())[0]).toBe(7);
    expect(rows[3]).toEqual({ kind: 'text', label: 'snippetLabel', text: '<link rel="icon" href="/icons/icon-16.png">', language: 'html' });
    // The input went over as the File itself (nothing read up front), the outputs came back as the processor made them.
    expect(worker.messages[0]).toMatchObject({ type: 'run', input: { file, name: 'logo.png', type: 'image/png', size: 3 } });
    expect(worker.transfers[0]).toEqual([]);
    // Staged progress, in order, with fractions.
    expect(stages).toEqual([
      [0, 'reading'],
      [0.3, 'processing'],
      [0.9, 'packaging'],
    ]);
  });

  it('an AbortSignal is honoured mid-job: the processor sees it, stops, and its worker stays warm', async () => {
    observedAbort = false;
    const worker = new FakeWorker(loaders);
    const before = FakeWorker.terminated;
    const pool = new WorkerPool(() => worker, 1);
    const controller = new AbortController();
    let progressed = 0;
    const job = pool.run('patient', jobInputOf(file), { steps: 1000 }, { signal: controller.signal, onProgress: () => progressed++ });
    while (progressed < 3) await sleep(5);
    controller.abort();
    await expect(job).rejects.toBeInstanceOf(JobCancelledError);
    await sleep(30);
    expect(observedAbort).toBe(true);
    expect(FakeWorker.terminated).toBe(before);
    await expect(pool.run('packager', jobInputOf(file), { sizes: [1] })).resolves.toHaveLength(2);
  });
});

describe('processor contract v2 on the main thread', () => {
  it('same call, same outputs and stages', async () => {
    const stages: Array<Stage | undefined> = [];
    const outputs = await runOnMainThread(packager, jobInputOf(file), { sizes: [16] }, { onProgress: (_v, stage) => stages.push(stage) });
    expect(outputs).toHaveLength(2);
    expect(stages).toEqual(['reading', 'processing', 'packaging']);
  });

  it('aborting mid-job rejects at once and the processor sees its signal', async () => {
    observedAbort = false;
    const controller = new AbortController();
    let progressed = 0;
    const job = runOnMainThread(patient, jobInputOf(file), { steps: 1000 }, { signal: controller.signal, onProgress: () => progressed++ });
    while (progressed < 2) await sleep(5);
    controller.abort();
    await expect(job).rejects.toBeInstanceOf(JobCancelledError);
    await sleep(20);
    expect(observedAbort).toBe(true);
  });

  it('times out like a worker job: loading an engine does not count, the work does', async () => {
    const loader = defineProcessor<{ load: number; work: number }, number, string>(async (_input, { load, work }, { progress }) => {
      progress(0, 'loading-engine');
      await sleep(load);
      progress(0, 'processing');
      await sleep(work);
      return 'done';
    });
    await expect(runOnMainThread(loader, 0, { load: 100, work: 1 }, { timeoutMs: 50 })).resolves.toBe('done');
    await expect(runOnMainThread(loader, 0, { load: 1, work: 1000 }, { timeoutMs: 50 })).rejects.toBeInstanceOf(JobTimeoutError);
  });
});
