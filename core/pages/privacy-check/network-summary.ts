import type { MeasuredRequest } from '../../network/network-messages';

export interface NetworkSummary {
  requests: number;
  /** Bytes that came over the network (what a cache served costs none). */
  transferred: number;
  /** Requests whose address is on any other host than the page's. */
  otherHosts: MeasuredRequest[];
  bySource: { source: string; requests: number; transferred: number }[];
}

/** Local addresses (data:, blob:) never leave the device; anything else on another origin does. */
export function isOtherHost(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol !== 'data:' && parsed.protocol !== 'blob:' && parsed.origin !== origin;
  } catch {
    return true;
  }
}

export function summarize(requests: MeasuredRequest[], origin: string): NetworkSummary {
  const sources = new Map<string, { source: string; requests: number; transferred: number }>();
  for (const request of requests) {
    const entry = sources.get(request.source) ?? { source: request.source, requests: 0, transferred: 0 };
    entry.requests += 1;
    entry.transferred += request.transferSize;
    sources.set(request.source, entry);
  }
  return {
    requests: requests.length,
    transferred: requests.reduce((sum, request) => sum + request.transferSize, 0),
    otherHosts: requests.filter((request) => isOtherHost(request.url, origin)),
    bySource: [...sources.values()],
  };
}

/** An address as short as it stays clear: the path on our origin, the whole address elsewhere. */
export function shownAddress(url: string, origin: string): string {
  if (isOtherHost(url, origin)) return url;
  const parsed = new URL(url, origin);
  return `${parsed.pathname}${parsed.search}`;
}
