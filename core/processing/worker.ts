import type { ProcessorModule } from './processor';
import type { WorkerMessage } from './protocol';
import { refuseUnsafeDeployment } from './deployment-guard';
import { reportWorkerNetwork } from '../network/report-worker-network';
import { confineNetworkToOrigin } from './lock-network';
import { createMessageHandler, globResolver, globWarmer } from './run-job';

// Processors are discovered like manifests: a new plugin needs no registration here.
const loaders = import.meta.glob<ProcessorModule>('/plugins/*/processor.ts');

// Compiled with the WebWorker library (tsconfig.worker.json): `self` is this worker's scope.
const scope = self;
reportWorkerNetwork(scope);
// Codecs, engines and models load on demand from our origin; nothing in here may reach another host.
confineNetworkToOrigin(scope);
const handle = createMessageHandler(
  refuseUnsafeDeployment(globResolver(loaders)),
  (reply, transfer = []) => scope.postMessage(reply, transfer),
  // Warming loads code too: the same verdict first (which the first job then finds made).
  refuseUnsafeDeployment(globWarmer(loaders)),
);
scope.onmessage = (event: MessageEvent<WorkerMessage>) => handle(event.data);
