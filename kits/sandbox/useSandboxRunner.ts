import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunOutcome } from './outcome';
import { SandboxHost, type SandboxWorker } from './sandbox-host';

/**
 * Runs snippets in the tool's sandbox worker. A run asked for while one is going is queued, and
 * only the newest queued code runs next (typing fast never piles up runs).
 */
export function useSandboxRunner(createWorker: () => SandboxWorker) {
  const hostRef = useRef<SandboxHost | null>(null);
  const queued = useRef<string | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);

  useEffect(() => {
    const host = new SandboxHost(createWorker);
    hostRef.current = host;
    host.warmUp();
    return () => {
      hostRef.current = null;
      host.dispose();
    };
  }, [createWorker]);

  const run = useCallback(async (code: string) => {
    const host = hostRef.current;
    if (!host) return;
    if (host.busy) {
      queued.current = code;
      return;
    }
    setRunning(true);
    let next: string | null = code;
    while (next !== null && hostRef.current === host) {
      queued.current = null;
      const result = await host.run(next);
      if (hostRef.current === host) setOutcome(result);
      next = queued.current;
    }
    // A run cut short by an unmount must not clear the state of the next screen's runs.
    if (hostRef.current === host) setRunning(false);
  }, []);

  return { run, running, outcome };
}
