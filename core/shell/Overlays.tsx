import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { ThemedMantineProvider } from '../app/ThemedMantineProvider';
import { UpdatePrompt } from '../app/UpdatePrompt';
import { TOAST_DURATION_MS, TOAST_LIMIT, installToastGestures } from '../ui/toasts';

/**
 * The toast container and the update offer: Mantine components, in their own provider, loaded after
 * the first paint (deferred-overlays.ts): toasts are never needed before the page has rendered, and
 * shown toasts wait in the store until it mounts.
 */
export default function Overlays() {
  useEffect(() => installToastGestures(), []);
  return (
    <ThemedMantineProvider>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="bottom-right" />
      <UpdatePrompt />
    </ThemedMantineProvider>
  );
}
