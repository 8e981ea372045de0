/// <reference lib="webworker" />
import type { ProcessorModule } from './processor';
import type { RunJobMessage } from './protocol';
import { runJob } from './run-job';

// Processors are discovered like manifests: a new plugin needs no registration here.
const loaders = import.meta.glob<ProcessorModule>('/plugins/*/processor.ts');

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<RunJobMessage>) => {
  void runJob(event.data, loaders, (reply, transfer = []) => scope.postMessage(reply, transfer));
};
