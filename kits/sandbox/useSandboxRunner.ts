import { useCallback, useEffect, useRef, useState } from 'react';
import { useTool } from '../../core/plugin/tool-context';
import { warmTool } from '../../core/processing/run-tool';
import type { ToolJob } from '../../core/processing/tool-job';
import { useToolProcessor } from '../../core/processing/use-tool-processor';
import { outcomeOfFailure } from './failed-run';
import { DEFAULT_LIMITS, type RunOutcome } from './outcome';
import type { SnippetProcessor } from './snippet-processor';
import { validateOutcome } from './validate-outcome';

/**
 * Time past the snippet's own limit (which the interpreter enforces) before the job's timeout
 * stops a worker that has not answered: a hang QuickJS cannot interrupt.
 */
export const WATCHDOG_GRACE_MS = 3000;

/**
 * Runs snippets through the tool's processor (runTool; the manifest's `runsOn: 'sandbox'`). A new
 * run cancels the one still going, whose result would be stale; the outcome shown stays until the
 * next one arrives.
 */
export function useSandboxRunner(job: ToolJob<SnippetProcessor>) {
  const tool = useTool();
  const processor = useToolProcessor(job);
  const current = useRef<AbortController | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);

  useEffect(() => {
    warmTool(tool);
    return () => current.current?.abort();
  }, [tool]);

  const run = useCallback(
    async (code: string) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setRunning(true);
      const timeoutMs = DEFAULT_LIMITS.timeLimitMs + WATCHDOG_GRACE_MS;
      const next = await processor.run({ code }, DEFAULT_LIMITS, { signal: controller.signal, timeoutMs }).then(
        // The worker ran untrusted code: its answer is checked, never trusted as typed.
        validateOutcome,
        (error: unknown) => {
          // A stopped or crashed worker is gone: start its successor now, so the next run finds it ready.
          if (!controller.signal.aborted) warmTool(tool);
          return outcomeOfFailure(error);
        },
      );
      // Cancelled by a newer run or by leaving the screen: that one owns the state now.
      if (controller.signal.aborted) return;
      setOutcome(next);
      setRunning(false);
    },
    [processor, tool],
  );

  return { run, running, outcome };
}
