// The shell's floating pieces, loaded after the first paint (core/shell/deferred-overlays.ts):
// they pull in Mantine's popover positioning (floating-ui) and the toast container.
export { Tooltip } from '@mantine/core';
export { Notifications } from '@mantine/notifications';
export { ThemeMenu } from './ThemeMenu';
