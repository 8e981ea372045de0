import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';
import { ProjectLinks } from './ProjectLinks';
import { Sidebar } from './Sidebar';
import classes from './Layout.module.css';

/** Header, sidebar (a drawer behind the burger on phones) and main: Mantine's AppShell in CSS. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [navOpen, setNavOpen] = useState(false);
  return (
    <div className={classes.shell}>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <header className={classes.header}>
        <Header navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      </header>
      <div className={classes.navbar} data-open={navOpen || undefined} data-testid="sidebar">
        <Sidebar onNavigate={() => setNavOpen(false)} />
        <ProjectLinks />
      </div>
      <main id="main" tabIndex={-1} className={classes.main}>
        <div className={classes.content}>{children}</div>
        <Footer />
      </main>
    </div>
  );
}
