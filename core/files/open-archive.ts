import type { ExpandEvent, ExpandRequest } from './expand-archive';

/** Opens one archive in a worker of its own (ended once done): the page only receives files. */
export function openArchiveInWorker(request: ExpandRequest, onEvent: (event: ExpandEvent) => void): Promise<void> {
  const worker = new Worker(new URL('./archive.worker.ts', import.meta.url), { type: 'module', name: 'localbox-archive' });
  return new Promise((resolve) => {
    const finish = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = (event: MessageEvent<ExpandEvent>) => {
      onEvent(event.data);
      if (event.data.type === 'done') finish();
    };
    worker.onerror = () => {
      onEvent({ type: 'report', notices: [{ reason: 'unreadable' }], rejected: [] });
      finish();
    };
    worker.postMessage(request);
  });
}
