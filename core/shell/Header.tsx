import { IconBrandGithub, IconCoffee, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BRAND } from '../brand';
import { LanguageSelect } from './LanguageSelect';
import { ShareButton } from './ShareButton';
import { Hint } from '../ui/Hint';
import { ThemeToggle } from './ThemeToggle';
import controls from './controls.module.css';
import breakpoints from '../ui/breakpoints.module.css';
import classes from './Header.module.css';
import { appPath } from '../app/base-path';

const iconButton = `${controls.iconButton} mantine-focus-auto mantine-active`;

export function Header({ navOpen, onToggleNav }: { navOpen: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.bar}>
      <div className={classes.group}>
        <button
          type="button"
          className={`${classes.burger} ${breakpoints.belowSm} mantine-focus-auto`}
          onClick={onToggleNav}
          aria-label={t('nav.toggle')}
          aria-expanded={navOpen}
        >
          <span className={classes.burgerLines} data-opened={navOpen || undefined} />
        </button>
        <Link href="/" className={`${classes.brand} mantine-focus-auto`} aria-label={t('nav.home')}>
          <img src={appPath('/logo.svg')} alt="" width={28} height={28} />
          <span className={`${classes.brandName} ${breakpoints.fromXs}`}>{t('brand')}</span>
        </Link>
      </div>
      <div className={classes.group} style={{ gap: 6 }}>
        {/* Named in words, with a coffee cup: a heart beside the favourites star read as "like". */}
        <a
          href={BRAND.donateUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${controls.button} ${breakpoints.fromMd} mantine-focus-auto mantine-active`}
          data-testid="header-donate"
        >
          <IconCoffee size={18} color="var(--mantine-color-orange-6)" />
          {t('header.donate')}
        </a>
        <Hint label={t('header.donate')} className={`${breakpoints.fromXs} ${breakpoints.belowMd}`}>
          <a href={BRAND.donateUrl} target="_blank" rel="noopener noreferrer" className={iconButton} aria-label={t('header.donate')}>
            <IconCoffee size={18} color="var(--mantine-color-orange-6)" />
          </a>
        </Hint>
        <Hint label={t('header.source')} className={breakpoints.fromXs}>
          <a href={BRAND.repositoryUrl} target="_blank" rel="noopener noreferrer" className={iconButton} aria-label={t('header.source')}>
            <IconBrandGithub size={18} />
          </a>
        </Hint>
        <Hint label={t('header.privacyCheck')}>
          <Link href="/privacy/check" className={iconButton} aria-label={t('header.privacyCheck')} data-testid="header-privacy-check">
            <IconShieldCheck size={18} />
          </Link>
        </Hint>
        <ShareButton />
        <ThemeToggle />
        <LanguageSelect />
      </div>
    </div>
  );
}
