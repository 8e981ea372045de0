import { MantineProvider } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { createThemeManager } from '../settings/theme';
import { theme } from './mantine-theme';

/**
 * Mantine's provider around what uses Mantine's components (tool pages, other pages, toasts), loaded
 * with them: the shell and the home are plain elements on Mantine's CSS. The theme's variables are
 * static CSS (theme-variables.css), so the provider adds none.
 */
export default function MantineScope({ children }: { children: ReactNode }) {
  const [manager] = useState(createThemeManager);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={manager} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
