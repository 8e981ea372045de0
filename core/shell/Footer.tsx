import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BUILD_COMMIT, sourceUrlAt } from '../app/build-info';
import { BRAND } from '../brand';
import controls from './controls.module.css';
import classes from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const link = `${controls.link} mantine-focus-auto`;
  return (
    <footer className={classes.footer}>
      <p className={`${classes.text} ${controls.dimmed}`}>
        © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
      </p>
      <Link href="/privacy" className={link}>
        {t('footer.privacy')}
      </Link>
      <Link href="/about" className={link}>
        {t('footer.licences')}
      </Link>
      <a href={sourceUrlAt(BUILD_COMMIT)} className={link}>
        {t('footer.source')}
      </a>
      <a href={`mailto:${BRAND.contactMail}`} className={link}>
        {t('footer.contact')}
      </a>
    </footer>
  );
}
