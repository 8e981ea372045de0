import type { CSSProperties } from 'react';
import { categoryStyle } from './categories';
import controls from './controls.module.css';

const SIZES = { sm: { box: 'calc(1.375rem * var(--mantine-scale))', icon: 14 }, lg: { box: 'calc(2.125rem * var(--mantine-scale))', icon: 20 } };

/** A category's icon on its colour, as Mantine's ThemeIcon (variant "light") draws it. */
export function CategoryIcon({ category, size, icon: Icon = categoryStyle(category).icon }: {
  category: string;
  size: keyof typeof SIZES;
  icon?: ReturnType<typeof categoryStyle>['icon'];
}) {
  const { color } = categoryStyle(category);
  const style = {
    '--icon-size': SIZES[size].box,
    '--icon-bg': `var(--mantine-color-${color}-light)`,
    '--icon-fg': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={controls.themeIcon} style={style} aria-hidden>
      <Icon size={SIZES[size].icon} />
    </span>
  );
}
