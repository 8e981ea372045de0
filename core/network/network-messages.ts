/**
 * What the page, its workers and the service worker measured of their own requests, as the browser's
 * Resource Timing and `securitypolicyviolation` events give it. Workers post theirs on one
 * BroadcastChannel (no network, same origin only), so the privacy check can show every context's.
 */
export const NETWORK_CHANNEL = 'localbox-network';

export interface MeasuredRequest {
  /** Which context made it: "page", a worker's name, or "service-worker". */
  source: string;
  url: string;
  initiatorType: string;
  /** Bytes over the network (0 when served from a cache). */
  transferSize: number;
  /** Bytes of the body once decoded. */
  decodedBodySize: number;
  startTime: number;
}

export interface MeasuredViolation {
  source: string;
  blockedURI: string;
  /** The policy's rule, or 'webrtc' for a WebRTC connection the page refused (webrtc-guard.ts). */
  violatedDirective: string;
  sourceFile: string;
  /** Where in sourceFile (line:column). */
  position: string;
  /** When, in ms since the epoch (comparable across contexts). */
  time: number;
}

export type NetworkMessage =
  | { kind: 'requests'; context: string; requests: MeasuredRequest[] }
  | { kind: 'violation'; context: string; violation: MeasuredViolation }
  /** The page asks every context to send all it has measured (a worker started before the page listened). */
  | { kind: 'ask' };

export function measuredRequest(source: string, entry: PerformanceResourceTiming): MeasuredRequest {
  return {
    source,
    url: entry.name,
    initiatorType: entry.initiatorType,
    transferSize: entry.transferSize,
    decodedBodySize: entry.decodedBodySize,
    startTime: entry.startTime,
  };
}

export function measuredViolation(source: string, event: SecurityPolicyViolationEvent): MeasuredViolation {
  return {
    source,
    blockedURI: event.blockedURI,
    violatedDirective: event.effectiveDirective || event.violatedDirective,
    sourceFile: event.sourceFile,
    position: `${event.lineNumber}:${event.columnNumber}`,
    time: performance.timeOrigin + event.timeStamp,
  };
}

/**
 * Chromium fires the event twice for one refused fetch (same address, rule and place in the code, up
 * to some hundreds of ms apart on a busy machine): one violation.
 */
const ECHO_MS = 2000;
export function isEcho(violation: MeasuredViolation, earlier: MeasuredViolation[]): boolean {
  return earlier.some(
    (seen) =>
      seen.source === violation.source &&
      seen.blockedURI === violation.blockedURI &&
      seen.violatedDirective === violation.violatedDirective &&
      seen.sourceFile === violation.sourceFile &&
      seen.position === violation.position &&
      Math.abs(seen.time - violation.time) < ECHO_MS,
  );
}
