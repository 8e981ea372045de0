import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './HeaderHint.module.css';

/**
 * A tooltip for a header button, in CSS only. Mantine's Tooltip would bring its positioning engine
 * (about 25 KB gzip) into the home page's first load for three hints; the header's buttons have a
 * fixed place, so a hint below each needs no measuring. The button keeps its own aria-label.
 */
export function HeaderHint({ label, align = 'center', children, ...boxProps }: { label: string; align?: 'center' | 'end'; children: ReactNode } & BoxProps) {
  return (
    <Box component="span" className={classes.hint} data-hint={label} data-align={align} {...boxProps}>
      {children}
    </Box>
  );
}
