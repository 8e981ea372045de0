import { useEffect, type ReactNode } from 'react';
import { preloadOverlays } from '../shell/deferred-overlays';
import { ThemedMantineProvider } from './ThemedMantineProvider';

/**
 * Mantine's provider around what uses Mantine's components (tool pages, other pages), loaded
 * with them: the shell and the home are plain elements on Mantine's CSS. The theme's variables are
 * static CSS (theme-variables.css), so the provider adds none.
 */
export default function MantineScope({ children }: { children: ReactNode }) {
  // Toasts and the update offer: little beyond what this page has just loaded.
  useEffect(preloadOverlays, []);
  return <ThemedMantineProvider>{children}</ThemedMantineProvider>;
}
