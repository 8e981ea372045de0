import type { MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

/** Light, dark, or follow the system: a three-way choice, so "system" can always be had back. */
export const THEME_CHOICES: { scheme: MantineColorScheme; key: 'light' | 'dark' | 'system'; Icon: typeof IconSun }[] = [
  { scheme: 'light', key: 'light', Icon: IconSun },
  { scheme: 'dark', key: 'dark', Icon: IconMoon },
  { scheme: 'auto', key: 'system', Icon: IconDeviceDesktop },
];
