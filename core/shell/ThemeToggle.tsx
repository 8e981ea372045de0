import { ActionIcon, Menu, Tooltip, useComputedColorScheme, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const CHOICES: { scheme: MantineColorScheme; key: 'light' | 'dark' | 'system'; Icon: typeof IconSun }[] = [
  { scheme: 'light', key: 'light', Icon: IconSun },
  { scheme: 'dark', key: 'dark', Icon: IconMoon },
  { scheme: 'auto', key: 'system', Icon: IconDeviceDesktop },
];

/** Light, dark, or follow the system: a three-way choice, so "system" can always be had back. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = t('theme.label');
  const CurrentIcon = computed === 'dark' ? IconMoon : IconSun;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="default" size="lg" aria-label={label} data-testid="theme-toggle">
            <CurrentIcon size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {CHOICES.map(({ scheme, key, Icon }) => (
          <Menu.Item
            key={key}
            data-checked={colorScheme === scheme}
            leftSection={<Icon size={16} />}
            rightSection={colorScheme === scheme ? <IconCheck size={14} /> : null}
            onClick={() => setColorScheme(scheme)}
            data-testid={`theme-${key}`}
          >
            {t(`theme.${key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
