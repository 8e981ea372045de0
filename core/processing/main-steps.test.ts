import { describe, expect, it } from 'vitest';
import { JobCancelledError, ProcessingError } from './errors';
import { AFTER_SHARE, afterWorker, BEFORE_SHARE, beforeWorker, runWithMainSteps, type WorkerJob } from './main-steps';
import { WorkerPool } from './pool';
import { defineProcessor, jobInputOf, type JobInput, type Stage } from './processor';
import { FakeWorker, loadersOf } from './testing/fake-worker';

interface Options {
  suffix: string;
}

/** The worker's processor: names its output after its input and the options, in two stages. */
const encode = defineProcessor<Options>(async (input, options, { progress }) => {
  progress(0, 'reading');
  const text = await input.file.text();
  progress(0.5, 'encoding');
  return [{ kind: 'file', name: `${input.name}${options.suffix}`, type: 'text/plain', data: new TextEncoder().encode(text.toUpperCase()).buffer }];
});

const pool = new WorkerPool(() => new FakeWorker(loadersOf({ encode })), 1);
const worker: WorkerJob<typeof encode> = (input, options, run) => pool.run<typeof encode>('encode', input, options, run);
const file = (text: string, name: string, type = 'text/plain') => jobInputOf(new File([text], name, { type }));

/** A page step that "draws" an input named .svg into a .txt, with the options it was given. */
const draw = beforeWorker<typeof encode>(
  async (input, options, { progress }) => {
    progress(0.5, 'decoding');
    return file(`drawn ${await input.file.text()} ${options.suffix}`, input.name.replace(/\.svg$/, '.txt'));
  },
  (input: JobInput) => input.name.endsWith('.svg'),
);

const text = async (data: unknown) => new TextDecoder().decode(data as ArrayBuffer);

describe('a worker job with page steps around it (runWithMainSteps)', () => {
  it('the step before gets the job options as its argument and hands the worker its input; one start, progress from 0 to 1 across both', async () => {
    const events: Array<[string, number?, Stage?]> = [];
    const [output] = await runWithMainSteps({ before: draw }, worker, file('<svg/>', 'logo.svg', 'image/svg+xml'), { suffix: '-2x' }, {
      onStart: () => events.push(['start']),
      onProgress: (value, stage) => events.push(['progress', value, stage]),
    });
    expect(output).toMatchObject({ name: 'logo.txt-2x' });
    expect(await text(output.kind === 'file' && output.data)).toBe('DRAWN <SVG/> -2X');
    expect(events.filter(([kind]) => kind === 'start')).toHaveLength(1);
    const values = events.filter(([kind]) => kind === 'progress').map(([, value]) => value!);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBeCloseTo(BEFORE_SHARE * 0.5);
    expect(values.at(-1)).toBeLessThanOrEqual(1);
    expect(events.find(([, value]) => value !== undefined && value >= BEFORE_SHARE)?.[2]).toBe('reading');
  });

  it('an input the step does not take goes straight to the worker, its progress unscaled', async () => {
    const values: number[] = [];
    const [output] = await runWithMainSteps({ before: draw }, worker, file('photo', 'photo.txt'), { suffix: '' }, { onProgress: (value) => values.push(value) });
    expect(output).toMatchObject({ name: 'photo.txt' });
    expect(await text(output.kind === 'file' && output.data)).toBe('PHOTO');
    expect(values[0]).toBe(0);
  });

  it('the step after sees the original input and the result, and may run the worker again with other options', async () => {
    const seen: string[] = [];
    const check = afterWorker<typeof encode>(async ({ input, result, again }, options) => {
      seen.push(input.name, result[0].kind === 'file' ? result[0].name : '', options.suffix);
      return again({ suffix: `${options.suffix}+finer` });
    });
    const values: number[] = [];
    const [output] = await runWithMainSteps({ before: draw, after: check }, worker, file('<svg/>', 'logo.svg'), { suffix: '-a' }, { onProgress: (value) => values.push(value) });
    expect(seen).toEqual(['logo.svg', 'logo.txt-a', '-a']);
    expect(output).toMatchObject({ name: 'logo.txt-a+finer' });
    expect(Math.max(...values)).toBeLessThanOrEqual(1 - AFTER_SHARE);
  });

  it('a step that fails fails the job with its reason before any worker job; a cancelled job runs no step', async () => {
    const refuse = beforeWorker<typeof encode>(async () => {
      throw new ProcessingError('errors.svgInvalid', 'Not a valid SVG image');
    });
    let ran = false;
    const watching: WorkerJob<typeof encode> = (...args) => {
      ran = true;
      return worker(...args);
    };
    await expect(runWithMainSteps({ before: refuse }, watching, file('<svg', 'broken.svg'), { suffix: '' })).rejects.toMatchObject({ key: 'errors.svgInvalid' });
    expect(ran).toBe(false);
    const controller = new AbortController();
    controller.abort();
    await expect(runWithMainSteps({ before: draw }, watching, file('<svg/>', 'a.svg'), { suffix: '' }, { signal: controller.signal })).rejects.toBeInstanceOf(JobCancelledError);
    expect(ran).toBe(false);
  });
});
