import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { safeStorage } from './storage';

/** Also read by public/theme-init.js before first paint: keep the two in step. */
export const THEME_STORAGE_KEY = 'localbox-ui-theme';
export type ThemeSetting = 'light' | 'dark' | 'system';

const toScheme = (value: string | null): MantineColorScheme =>
  value === 'light' || value === 'dark' ? value : 'auto';
const toSetting = (scheme: MantineColorScheme): ThemeSetting => (scheme === 'auto' ? 'system' : scheme);

const darkQuery = () => matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();
let current: MantineColorScheme = toScheme(safeStorage.get(THEME_STORAGE_KEY));

/** The scheme in use: the choice, or the system's when the choice is "system". */
export function computedScheme(scheme: MantineColorScheme = current): 'light' | 'dark' {
  return scheme === 'dark' || (scheme === 'auto' && darkQuery().matches) ? 'dark' : 'light';
}

function applyScheme(): void {
  const computed = computedScheme();
  const root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', computed);
  root.classList.toggle('dark', computed === 'dark');
  root.classList.toggle('light', computed === 'light');
}

/**
 * The theme choice lives here, not in Mantine's provider: the home renders without Mantine's
 * JavaScript (its CSS and variables only), and the providers of tool pages and overlays follow this
 * store through their colour-scheme managers.
 */
export const colorSchemeStore = {
  get: (): MantineColorScheme => current,
  set(scheme: MantineColorScheme): void {
    if (scheme === current) return;
    current = scheme;
    safeStorage.set(THEME_STORAGE_KEY, toSetting(scheme));
    applyScheme();
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

darkQuery().addEventListener('change', () => {
  if (current !== 'auto') return;
  applyScheme();
  listeners.forEach((listener) => listener());
});

/** A manager for one MantineProvider: it reads and writes the store and hears its changes. */
export function createThemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | null = null;
  return {
    get: () => current,
    set: (scheme) => colorSchemeStore.set(scheme),
    subscribe: (onUpdate) => {
      unsubscribe?.();
      unsubscribe = colorSchemeStore.subscribe(() => onUpdate(current));
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = null;
    },
    clear: () => colorSchemeStore.set('auto'),
  };
}
