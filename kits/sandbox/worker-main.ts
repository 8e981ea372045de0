import { reportWorkerNetwork } from '../../core/network/report-worker-network';
import type { WorkerMessage } from '../../core/processing/protocol';
import { createMessageHandler } from '../../core/processing/run-job';
import { workerSandboxEngine } from './sandbox-engine';
import type { SnippetProcessor } from './snippet-processor';

/**
 * The whole body of a runner plugin's `sandbox.worker.ts` (manifest `runsOn: 'sandbox'`):
 *
 *   import { serveSandboxWorker } from '../../kits/sandbox/worker-main';
 *   import processor from './processor';
 *   serveSandboxWorker(processor);
 *
 * The core's job protocol (run, cancel, warm), with the QuickJS engine prepared on `warm`. Unlike
 * the pool's workers, whose network stays open to our origin, this one has none once the engine is
 * loaded (sandbox-engine.ts).
 */
export function serveSandboxWorker(processor: SnippetProcessor): void {
  const scope = self;
  reportWorkerNetwork(scope);
  const handle = createMessageHandler(
    async () => ({ default: processor }),
    (reply, transfer = []) => scope.postMessage(reply, transfer),
    () => workerSandboxEngine.load(),
  );
  scope.onmessage = (event: MessageEvent<WorkerMessage>) => handle(event.data);
}
