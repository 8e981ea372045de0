import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';

interface MenuOnFirstUseProps extends Omit<MenuProps, 'opened' | 'onChange' | 'children'> {
  /** The button that opens the menu; it must take `onClick` and a ref. */
  target: ReactElement<{ onClick?: () => void }>;
  /** The menu's items. */
  children: ReactNode;
}

/**
 * A Mantine Menu that mounts when first opened. Until then only its button exists: a batch of a
 * thousand rows would otherwise build a popover (state, floating-ui, portal) for every row it
 * mounts, for menus most rows never open. The click that first opens it has already happened when
 * the button is wrapped, so no click is lost.
 */
export function MenuOnFirstUse({ target, children, ...menuProps }: MenuOnFirstUseProps) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  if (!used) {
    return cloneElement(target, {
      onClick: () => {
        setUsed(true);
        setOpened(true);
      },
    });
  }
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
