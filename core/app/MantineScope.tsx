import { MantineProvider } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { createThemeManager } from '../settings/theme';
import { loadOverlays } from '../shell/deferred-overlays';
import { theme } from './mantine-theme';

/**
 * Mantine's provider around what uses Mantine's components (tool pages, other pages, toasts), loaded
 * with them: the shell and the home are plain elements on Mantine's CSS. The theme's variables are
 * static CSS (theme-variables.css), so the provider adds none.
 */
export default function MantineScope({ children }: { children: ReactNode }) {
  const [manager] = useState(createThemeManager);
  // Toasts and the update offer: little beyond what this page has just loaded.
  useEffect(() => void loadOverlays(), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={manager} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
