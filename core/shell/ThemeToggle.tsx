import type { MantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeStore, computedScheme } from '../settings/theme';
import { Hint } from '../ui/Hint';
import controls from './controls.module.css';
import classes from './ThemeToggle.module.css';

const CHOICES: { scheme: MantineColorScheme; key: 'light' | 'dark' | 'system' }[] = [
  { scheme: 'light', key: 'light' },
  { scheme: 'dark', key: 'dark' },
  { scheme: 'auto', key: 'system' },
];

/**
 * Light, dark, or follow the system: a three-way choice, so "system" can always be had back. The
 * list is the browser's own select (like the language choice beside it): keyboard and screen-reader
 * ready, the platform's picker on phones, and no menu engine in the home page's first load.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const colorScheme = useSyncExternalStore(colorSchemeStore.subscribe, colorSchemeStore.get);
  // "System" changes its look when the system does: that is a change of its own.
  const computed = useSyncExternalStore(colorSchemeStore.subscribe, () => computedScheme());
  const label = t('theme.label');
  const CurrentIcon = computed === 'dark' ? IconMoon : IconSun;
  return (
    <Hint label={label} align="end">
      <span className={`${controls.iconButton} ${classes.button}`}>
        <CurrentIcon size={18} aria-hidden />
        <select
          className={classes.select}
          aria-label={label}
          value={colorScheme}
          onChange={(event) => colorSchemeStore.set(event.currentTarget.value as MantineColorScheme)}
          data-testid="theme-toggle"
        >
          {CHOICES.map(({ scheme, key }) => (
            <option key={key} value={scheme}>
              {t(`theme.${key}`)}
            </option>
          ))}
        </select>
      </span>
    </Hint>
  );
}
