import { describe, expect, it } from 'vitest';
import { toolsById } from '../plugin/catalogue';
import { ProcessingError } from '../processing/errors';
import type { JobInput, JobOutput } from '../processing/processor';
import { recipeZipEntries } from './recipe-zip';
import { runRecipeFile, waitingSteps, type PlannedStep, type StepResult } from './run-recipe';

const steps: PlannedStep[] = ['image-resize', 'image-compress', 'image-converter'].map((id) => ({ tool: toolsById.get(id)!, options: { id } }));

/** Stands in for the worker pool: each tool renames the file; "bad" fails at image-compress. */
const fakeRun = async (target: { id: string }, input: unknown): Promise<JobOutput[]> => {
  const { name } = input as JobInput;
  if (target.id === 'image-compress' && name.startsWith('bad')) throw new ProcessingError('errors.compression', 'no');
  const type = target.id === 'image-converter' ? 'image/webp' : 'image/jpeg';
  const base = name.replace(/\.\w+$/, '');
  return [{ kind: 'file', name: `${base}-${target.id.split('-')[1]}.${type.split('/')[1]}`, type, data: new Uint8Array([1, 2, 3]) }];
};

async function run(name: string, type = 'image/jpeg') {
  const results: StepResult[] = waitingSteps(steps.length);
  const ok = await runRecipeFile(new File([new Uint8Array(4)], name, { type }), steps, (index, result) => (results[index] = result), new AbortController().signal, fakeRun as never);
  return { ok, results };
}

describe('running a recipe on one file', () => {
  it('passes each step’s file to the next and keeps every step’s result', async () => {
    const { ok, results } = await run('photo.jpg');
    expect(ok).toBe(true);
    expect(results.map((step) => [step.status, step.output?.name])).toEqual([
      ['done', 'photo-resize.jpeg'],
      ['done', 'photo-resize-compress.jpeg'],
      ['done', 'photo-resize-compress-converter.webp'],
    ]);
    const rows = [{ id: 'a', file: new File([], 'photo.jpg'), steps: results }];
    expect(recipeZipEntries(rows, ['image-resize', 'image-compress', 'image-converter'], false).map((entry) => entry.name)).toEqual(['photo-resize-compress-converter.webp']);
    expect(recipeZipEntries(rows, ['image-resize', 'image-compress', 'image-converter'], true).map((entry) => entry.name)).toEqual([
      '1-image-resize/photo-resize.jpeg',
      '2-image-compress/photo-resize-compress.jpeg',
      '3-image-converter/photo-resize-compress-converter.webp',
    ]);
  });

  it('fails a file at the step that failed and skips the rest', async () => {
    const { ok, results } = await run('bad.jpg');
    expect(ok).toBe(false);
    expect(results.map((step) => step.status)).toEqual(['done', 'failed', 'skipped']);
    expect(results[1].error).toMatchObject({ key: 'errors.compression' });
    expect(recipeZipEntries([{ id: 'b', file: new File([], 'bad.jpg'), steps: results }], [], false)).toEqual([]);
  });

  it('refuses a file a step does not take, before running it', async () => {
    const { results } = await run('notes.txt', 'text/plain');
    expect(results[0]).toMatchObject({ status: 'failed', error: { key: 'recipes:errors.notAccepted' } });
  });
});
