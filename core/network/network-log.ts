/**
 * The page's record of this visit's requests and blocked requests, from the page itself and every
 * worker (and the service worker) that posts on the network channel. Started with the app, so
 * nothing reported before the privacy check opens is lost.
 */
import { NETWORK_CHANNEL, isEcho, measuredRequest, measuredViolation, type MeasuredRequest, type MeasuredViolation, type NetworkMessage } from './network-messages';
import { refuseWebRtc, WEBRTC_DIRECTIVE } from './webrtc-guard';

export interface NetworkSnapshot {
  requests: MeasuredRequest[];
  violations: MeasuredViolation[];
}

const fromWorkers = new Map<string, MeasuredRequest>();
const violations: MeasuredViolation[] = [];
const listeners = new Set<() => void>();
let snapshot: NetworkSnapshot = { requests: [], violations: [] };
let channel: BroadcastChannel | null = null;

function changed() {
  snapshot = { requests: [...pageRequests(), ...fromWorkers.values()], violations: [...violations] };
  listeners.forEach((listener) => listener());
}

function pageRequests(): MeasuredRequest[] {
  const navigation = performance.getEntriesByType('navigation') as PerformanceResourceTiming[];
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return [...navigation, ...resources].map((entry) => measuredRequest('page', entry));
}

function addViolation(violation: MeasuredViolation) {
  if (isEcho(violation, violations)) return;
  violations.push(violation);
  changed();
}

export function startNetworkLog() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  performance.setResourceTimingBufferSize(1000);
  document.addEventListener('securitypolicyviolation', (event) => addViolation(measuredViolation('page', event)));
  refuseWebRtc((servers) => addViolation({ source: 'page', blockedURI: servers, violatedDirective: WEBRTC_DIRECTIVE, sourceFile: '', position: '', time: Date.now() }));
  channel = new BroadcastChannel(NETWORK_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<NetworkMessage>) => {
    if (data?.kind === 'violation') addViolation(data.violation);
    if (data?.kind !== 'requests') return;
    data.requests.forEach((request) => fromWorkers.set(`${data.context} ${request.url} ${request.startTime}`, request));
    changed();
  };
}

/** Live: the page's requests as they finish, and every context's measured so far (asked again on subscribe). */
export function subscribeNetworkLog(listener: () => void): () => void {
  listeners.add(listener);
  const observer = typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(changed);
  observer?.observe({ type: 'resource' });
  channel?.postMessage({ kind: 'ask' } satisfies NetworkMessage);
  changed();
  return () => {
    listeners.delete(listener);
    observer?.disconnect();
  };
}

export const networkSnapshot = () => snapshot;

/**
 * Calls `listener` with every context's requests now and each time a worker reports more (no
 * observer, nothing asked of the workers: it only reads what the log receives anyway).
 */
export function watchRequests(listener: (requests: MeasuredRequest[]) => void): void {
  const notify = () => listener([...pageRequests(), ...fromWorkers.values()]);
  listeners.add(notify);
  notify();
}
