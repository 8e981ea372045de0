import { lazy, type ComponentType } from 'react';
import { afterLoad } from '../app/after-load';

/**
 * A part of a screen that its first paint does not need (e.g. the results of a batch, before any
 * file is added): loaded by `prefetch()` once the page is idle, so it is there before a visitor's
 * first file, or at once when rendered earlier. A failed load is tried again on the next use.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React.lazy takes them
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    Component: lazy(loadOnce),
    load: loadOnce,
    prefetch: () => afterLoad(() => void loadOnce().catch(() => undefined)),
  };
}
