// Type-level checks of a worker tool's page steps, compiled by `tsc` (npm run lint), never run:
// each `@ts-expect-error` line must fail to compile, or tsc reports the directive as unused.
import { afterWorker, beforeWorker } from './main-steps';
import { defineProcessor, type JobInput, type JobOutput } from './processor';

interface Scale {
  scale: number;
}
export const encode = defineProcessor<Scale>(async () => []);

// A step before the worker takes the job's options and hands the worker a file.
beforeWorker<typeof encode>(async (input, options) => ({ ...input, name: `${options.scale}x-${input.name}` }));
beforeWorker<typeof encode>(async (input) => input, (input: JobInput) => input.type === 'image/svg+xml');
// @ts-expect-error options another tool's step expects
beforeWorker<typeof encode>(async (input: JobInput, _options: { quality: number }) => input);
// @ts-expect-error a step that hands the worker bytes, not a file
beforeWorker<typeof encode>(async (input) => input.file);

// A step after it returns the job's result, and runs the worker again with the job's options only.
afterWorker<typeof encode>(async ({ result, again }, options) => (result.length ? result : again({ scale: options.scale * 2 })));
// @ts-expect-error again() with options of another shape
afterWorker<typeof encode>(async ({ again }) => again({ quality: 90 }));
// @ts-expect-error a result of another shape
afterWorker<typeof encode>(async ({ result }): Promise<JobOutput> => result[0]);
