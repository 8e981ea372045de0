// Imported by the service worker (workbox importScripts): posts the requests it made (its precache and
// runtime-cache downloads, by Resource Timing) and any request the security policy blocked to the page,
// for the privacy check. Plain JavaScript: the generated service worker loads it as is. The message
// shapes are core/network/network-messages.ts's.
(() => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel('localbox-network');
  const context = 'service-worker';
  const request = (entry) => ({ source: context, url: entry.name, initiatorType: entry.initiatorType, transferSize: entry.transferSize, decodedBodySize: entry.decodedBodySize, startTime: entry.startTime });
  const send = (entries) => entries.length && channel.postMessage({ kind: 'requests', context, requests: entries.map(request) });
  self.performance.setResourceTimingBufferSize?.(1000);
  if (typeof PerformanceObserver !== 'undefined') new PerformanceObserver((list) => send(list.getEntries())).observe({ type: 'resource', buffered: true });
  channel.onmessage = (event) => event.data?.kind === 'ask' && send(self.performance.getEntriesByType('resource'));
  self.addEventListener('securitypolicyviolation', (event) =>
    channel.postMessage({ kind: 'violation', context, violation: { source: context, blockedURI: event.blockedURI, violatedDirective: event.effectiveDirective || event.violatedDirective, sourceFile: event.sourceFile, position: `${event.lineNumber}:${event.columnNumber}`, time: self.performance.timeOrigin + event.timeStamp } }),
  );
})();
