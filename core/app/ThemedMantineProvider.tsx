import { MantineProvider } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { createThemeManager } from '../settings/theme';
import { theme } from './mantine-theme';

/** Mantine's provider following the theme store; the pages' scope (MantineScope) and the overlays each hold one. */
export function ThemedMantineProvider({ children }: { children: ReactNode }) {
  const [manager] = useState(createThemeManager);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={manager} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
