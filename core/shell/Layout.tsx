import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';
import { ProjectLinks } from './ProjectLinks';
import { Sidebar } from './Sidebar';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [navOpen, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { base: 240, md: 280 }, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <AppShell.Header>
        <Header navOpen={navOpen} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar data-testid="sidebar">
        <Sidebar onNavigate={close} />
        <ProjectLinks />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>{children}</div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
