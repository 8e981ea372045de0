import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Hint.module.css';

interface HintProps extends BoxProps {
  label: string;
  placement?: 'bottom' | 'top';
  align?: 'center' | 'end';
  children: ReactNode;
}

/**
 * A tooltip in CSS only, for icon buttons that keep their own aria-label. Mantine's Tooltip brings
 * its positioning engine (about 25 KB gzip) into the home page, and mounts a floating element per
 * button: a batch row has four. Buttons in the header and in rows have a fixed place, so a hint
 * beside each needs no measuring.
 */
export function Hint({ label, placement = 'bottom', align = 'center', children, ...boxProps }: HintProps) {
  return (
    <Box component="span" className={classes.hint} data-hint={label} data-placement={placement} data-align={align} {...boxProps}>
      {children}
    </Box>
  );
}
