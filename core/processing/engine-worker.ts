import type { AnyProcessor } from './processor';
import type { WorkerMessage } from './protocol';
import { refuseUnsafeDeployment } from './deployment-guard';
import { confineNetworkToOrigin } from './lock-network';
import { reportWorkerNetwork } from '../network/report-worker-network';
import { createMessageHandler } from './run-job';

/**
 * The whole body of a plugin's `engine.worker.ts` (manifest `runsOn: 'engine'`):
 *
 *   import { serveEngineWorker } from '../../core/processing/engine-worker';
 *   import processor from './processor';
 *   serveEngineWorker(processor);
 *
 * The worker is dedicated to the plugin and kept warm between jobs, so an engine loaded once
 * (ffmpeg, a model) serves the whole batch.
 */
export function serveEngineWorker(processor: AnyProcessor): void {
  const scope = self;
  reportWorkerNetwork(scope);
  // Codecs, engines and models load on demand from our origin; nothing in here may reach another host.
  confineNetworkToOrigin(scope);
  const handle = createMessageHandler(refuseUnsafeDeployment(async () => ({ default: processor })), (reply, transfer = []) => scope.postMessage(reply, transfer));
  scope.onmessage = (event: MessageEvent<WorkerMessage>) => handle(event.data);
}
