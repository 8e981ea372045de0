import { matchesAccept } from '../files/accept';
import { ProcessingError } from '../processing/errors';
import { jobInputOf, type FileProcessor } from '../processing/processor';
import { runTool } from '../processing/run-tool';
import type { ToolManifest } from '../plugin/schema';
import { fileOutputs, toRowError, toRowOutputs } from '../ui/batch/outputs';
import type { RowError, RowFileOutput } from '../ui/batch/types';

export interface PlannedStep {
  tool: ToolManifest;
  options: unknown;
}

export type StepStatus = 'waiting' | 'working' | 'done' | 'failed' | 'skipped';

export interface StepResult {
  status: StepStatus;
  output?: RowFileOutput;
  /** Its key is looked up in the step tool's namespace, then the shell's. */
  error?: RowError;
}

export const waitingSteps = (count: number): StepResult[] => Array.from({ length: count }, () => ({ status: 'waiting' }));

const MB = 1024 * 1024;

// A step's tool is known at run time only: any file processor, its options checked by its schema.
type Run = typeof runTool<FileProcessor<unknown>>;

/**
 * One file through every step, each in its tool's own processor (worker pool, engine worker or
 * main thread, as its manifest says); a step's first file output is the next step's input. A
 * failing step fails this file only: the steps after it are skipped.
 */
export async function runRecipeFile(
  file: File,
  steps: PlannedStep[],
  report: (index: number, result: StepResult) => void,
  signal: AbortSignal,
  run: Run = runTool<FileProcessor<unknown>>,
): Promise<boolean> {
  let input = file;
  for (const [index, { tool, options }] of steps.entries()) {
    report(index, { status: 'working' });
    try {
      if (!matchesAccept(input, tool.accept)) throw new ProcessingError('recipes:errors.notAccepted', 'This step does not take this kind of file', { type: input.type || input.name });
      if (tool.maxFileBytes && input.size > tool.maxFileBytes) {
        throw new ProcessingError('errors.fileTooLarge', 'File too large', { size: Math.round((input.size / MB) * 10) / 10, limit: Math.round(tool.maxFileBytes / MB) });
      }
      const outputs = fileOutputs(toRowOutputs(await run(tool, jobInputOf(input), options, { signal })));
      const output = outputs[0];
      if (!output) throw new ProcessingError('recipes:errors.noFile', 'This step made no file');
      report(index, { status: 'done', output });
      input = new File([output.blob], output.name, { type: output.type });
    } catch (error) {
      if (signal.aborted) return false;
      report(index, { status: 'failed', error: toRowError(error, 'batch.failedGeneric') });
      for (let rest = index + 1; rest < steps.length; rest++) report(rest, { status: 'skipped' });
      return false;
    }
  }
  return true;
}
