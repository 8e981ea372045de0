import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { safeStorage } from './storage';

/** Also read by public/theme-init.js before first paint: keep the two in step. */
export const THEME_STORAGE_KEY = 'localbox-ui-theme';
export type ThemeSetting = 'light' | 'dark' | 'system';

const toScheme = (value: string | null): MantineColorScheme =>
  value === 'light' || value === 'dark' ? value : 'auto';
const toSetting = (scheme: MantineColorScheme): ThemeSetting => (scheme === 'auto' ? 'system' : scheme);

/** Stores our own setting names and keeps the root element's `dark` class in step. */
export const themeManager: MantineColorSchemeManager = {
  get: (defaultValue) => {
    const stored = safeStorage.get(THEME_STORAGE_KEY);
    return stored ? toScheme(stored) : defaultValue;
  },
  set: (scheme) => {
    safeStorage.set(THEME_STORAGE_KEY, toSetting(scheme));
    applyThemeClass(scheme);
  },
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => safeStorage.set(THEME_STORAGE_KEY, 'system'),
};

export function applyThemeClass(scheme: MantineColorScheme): void {
  const dark = scheme === 'dark' || (scheme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('light', !dark);
}
