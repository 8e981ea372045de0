import { useSyncExternalStore } from 'react';
import { networkSnapshot, subscribeNetworkLog } from '../../network/network-log';

/** This visit's measured requests and blocked requests, updated as they happen. */
export function useNetworkLog() {
  return useSyncExternalStore(subscribeNetworkLog, networkSnapshot);
}
