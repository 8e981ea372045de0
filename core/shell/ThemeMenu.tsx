import { Menu, Tooltip, useMantineColorScheme } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES } from './theme-choices';

/** The theme button's menu: light, dark, or follow the system. Loaded after the first paint. */
export function ThemeMenu({ button, label, defaultOpened }: { button: ReactElement; label: string; defaultOpened: boolean }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Tooltip label={label}>{button}</Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {THEME_CHOICES.map(({ scheme, key, Icon }) => (
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
