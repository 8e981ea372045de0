import { ActionIcon, useComputedColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOverlays, useOverlays } from './deferred-overlays';

/**
 * The theme button. Its menu (core/shell/ThemeMenu.tsx) loads after the first paint; a click
 * before then loads it at once and opens it.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const overlays = useOverlays();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const label = t('theme.label');
  const CurrentIcon = computed === 'dark' ? IconMoon : IconSun;
  const openEarly = () => {
    setOpenOnLoad(true);
    void loadOverlays();
  };
  const button = (
    <ActionIcon variant="default" size="lg" aria-label={label} data-testid="theme-toggle" onClick={overlays ? undefined : openEarly}>
      <CurrentIcon size={18} />
    </ActionIcon>
  );
  return overlays ? <overlays.ThemeMenu button={button} label={label} defaultOpened={openOnLoad} /> : button;
}
