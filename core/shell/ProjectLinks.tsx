import { IconBrandGithub, IconCoffee } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../brand';
import breakpoints from '../ui/breakpoints.module.css';
import classes from './Sidebar.module.css';

/** Donate and source, for phones, where the header has no room for them: shown in the drawer. */
export function ProjectLinks() {
  const { t } = useTranslation();
  const links = [
    { href: BRAND.donateUrl, label: t('header.donate'), icon: <IconCoffee size={18} color="var(--mantine-color-orange-6)" /> },
    { href: BRAND.repositoryUrl, label: t('header.source'), icon: <IconBrandGithub size={18} /> },
  ];
  return (
    <div className={`${classes.projectLinks} ${breakpoints.belowXs}`} data-testid="drawer-project-links">
      {links.map(({ href, label, icon }) => (
        <a key={href} href={href} target="_blank" rel="noopener noreferrer" className={`${classes.navLink} mantine-focus-auto`}>
          <span className={classes.navIcon}>{icon}</span>
          <span className={classes.navLabel}>{label}</span>
        </a>
      ))}
    </div>
  );
}
