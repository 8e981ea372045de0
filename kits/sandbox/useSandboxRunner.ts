import { useCallback, useEffect } from 'react';
import { useTool } from '../../core/plugin/tool-context';
import { holdTool, warmTool } from '../../core/processing/run-tool';
import type { ToolJob } from '../../core/processing/tool-job';
import { useJob } from '../../core/processing/use-job';
import { outcomeOfFailure } from './failed-run';
import { DEFAULT_LIMITS, type RunOutcome } from './outcome';
import type { SnippetProcessor } from './snippet-processor';
import { validateOutcome } from './validate-outcome';

/**
 * Time past the snippet's own limit (which the interpreter enforces) before the job's timeout
 * stops a worker that has not answered: a hang QuickJS cannot interrupt.
 */
export const WATCHDOG_GRACE_MS = 3000;

const settings = {
  timeoutMs: DEFAULT_LIMITS.timeLimitMs + WATCHDOG_GRACE_MS,
  // The worker ran untrusted code: its answer is checked, never trusted as typed.
  finish: validateOutcome,
  // A job that ended without an answer (timed out, crashed) is the snippet's outcome too.
  failure: outcomeOfFailure,
};

/**
 * Runs snippets as the tool's job (useJob; the manifest's `runsOn: 'sandbox'`): a new run cancels
 * the one still going, whose result would be stale; the outcome shown stays until the next one
 * arrives; leaving the screen cancels the run.
 */
export function useSandboxRunner(job: ToolJob<SnippetProcessor>) {
  const tool = useTool();
  const { run: runJob, working, result } = useJob<SnippetProcessor, RunOutcome>(job, settings);

  // Its sandbox is ready when the screen opens, and let go of a while after the screen goes.
  useEffect(() => {
    warmTool(tool);
    return holdTool(tool);
  }, [tool]);

  const run = useCallback(
    async (code: string) => {
      const ended = await runJob({ code }, DEFAULT_LIMITS);
      // A stopped or crashed worker is gone: start its successor now, so the next run finds it ready.
      if (ended.status === 'failed') warmTool(tool);
    },
    [runJob, tool],
  );

  return { run, running: working, outcome: result ?? null };
}
