import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { nextTheme } from '../settings/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = computed === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => setColorScheme(nextTheme(computed))}
        aria-label={label}
        data-testid="theme-toggle"
      >
        {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
