import { Suspense, lazy, useEffect, useState } from 'react';
import { useOptionsVisit } from '../settings/visit-registry';

// Loaded once the screen has options to share, or a link brought some: not in a tool page's first load.
const SettingsLinkNotice = lazy(() => import('./SettingsLinkNotice'));
const CopySettingsLink = lazy(() => import('./CopySettingsLink'));

/** False until the task after the first render: what it gates is drawn in a task of its own. */
function useAfterFirstTask(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}

/**
 * Where a tool page shows the notice of settings from a link, while they are pending. Shown a task
 * after the screen: its lists are the page's first Intl formats, and the ICU data they load added
 * 20–40 ms to the screen's first render when both ran in one task.
 */
export function SettingsLinkSlot({ toolId }: { toolId: string }) {
  const visit = useOptionsVisit(toolId);
  const after = useAfterFirstTask();
  if (!visit?.link || !after) return null;
  return (
    <Suspense fallback={null}>
      <SettingsLinkNotice visit={visit} />
    </Suspense>
  );
}

/** An object schema with at least one option (read structurally: zod stays out of the first load). */
const hasFields = (schema: unknown): boolean => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {}).length > 0;

/** "Copy link to these settings", for a screen that has options (a schema with fields). */
export function CopySettingsLinkSlot({ toolId, path }: { toolId: string; path: string }) {
  const visit = useOptionsVisit(toolId);
  if (!visit || !hasFields(visit.schema)) return null;
  return (
    <Suspense fallback={null}>
      <CopySettingsLink visit={visit} path={path} />
    </Suspense>
  );
}
