import { Suspense, lazy } from 'react';
import { useOptionsVisit } from '../settings/visit-registry';

// Only a visit opened from a settings link shows the notice: its code is not part of every tool page.
const SettingsLinkNotice = lazy(() => import('./SettingsLinkNotice'));

/** Where a tool page shows the notice of settings from a link, while they are pending. */
export function SettingsLinkSlot({ toolId }: { toolId: string }) {
  const visit = useOptionsVisit(toolId);
  if (!visit?.link) return null;
  return (
    <Suspense fallback={null}>
      <SettingsLinkNotice visit={visit} />
    </Suspense>
  );
}
