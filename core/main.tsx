import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme-variables.css';
import './app/global.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { framedByAnotherSite } from './app/frame-guard';
import { FramedNotice } from './app/FramedNotice';
import { registerServiceWorker } from './app/pwa';
import './i18n/i18n';

const framed = framedByAnotherSite();
const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first screen in slices of a few milliseconds, yielding between
// them, instead of one task of about 100 ms (the longest task of a home load, traced).
startTransition(() =>
  root.render(
    <StrictMode>
      {framed ? (
        <Suspense fallback={null}>
          <FramedNotice />
        </Suspense>
      ) : (
        <App />
      )}
    </StrictMode>,
  ),
);
if (!framed) registerServiceWorker();
