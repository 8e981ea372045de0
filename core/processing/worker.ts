/// <reference lib="webworker" />
import type { ProcessorModule } from './processor';
import type { WorkerMessage } from './protocol';
import { refuseUnsafeDeployment } from './deployment-guard';
import { createMessageHandler, globResolver } from './run-job';

// Processors are discovered like manifests: a new plugin needs no registration here.
const loaders = import.meta.glob<ProcessorModule>('/plugins/*/processor.ts');

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createMessageHandler(refuseUnsafeDeployment(globResolver(loaders)), (reply, transfer = []) => scope.postMessage(reply, transfer));
scope.onmessage = (event: MessageEvent<WorkerMessage>) => handle(event.data);
