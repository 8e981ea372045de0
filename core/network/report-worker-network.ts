/**
 * Run in each worker: posts every request it makes (Resource Timing) and every request the security
 * policy blocked to the page, so the privacy check counts workers' downloads (engines, models) too.
 */
import { NETWORK_CHANNEL, measuredRequest, measuredViolation, type NetworkMessage } from './network-messages';

export function reportWorkerNetwork(scope: { name?: string; addEventListener: WorkerGlobalScope['addEventListener'] } = self) {
  if (typeof BroadcastChannel === 'undefined' || typeof PerformanceObserver === 'undefined') return;
  const channel = new BroadcastChannel(NETWORK_CHANNEL);
  // Several workers share a name (the pool's): each has its own id, so the page keeps them apart.
  const context = `${scope.name || 'worker'}#${Math.random().toString(36).slice(2, 8)}`;
  const source = scope.name || 'worker';
  const send = (entries: PerformanceEntryList) =>
    entries.length && channel.postMessage({ kind: 'requests', context, requests: entries.map((entry) => measuredRequest(source, entry as PerformanceResourceTiming)) } satisfies NetworkMessage);
  performance.setResourceTimingBufferSize?.(1000);
  new PerformanceObserver((list) => send(list.getEntries())).observe({ type: 'resource', buffered: true });
  channel.onmessage = (event: MessageEvent<NetworkMessage>) => {
    if (event.data?.kind === 'ask') send(performance.getEntriesByType('resource'));
  };
  scope.addEventListener('securitypolicyviolation', (event) =>
    channel.postMessage({ kind: 'violation', context, violation: measuredViolation(source, event as SecurityPolicyViolationEvent) } satisfies NetworkMessage),
  );
}
