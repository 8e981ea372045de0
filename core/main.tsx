import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { framedByAnotherSite } from './app/frame-guard';
import { FramedNotice } from './app/FramedNotice';
import { registerServiceWorker } from './app/pwa';
import './i18n/i18n';

const framed = framedByAnotherSite();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {framed ? (
      <Suspense fallback={null}>
        <FramedNotice />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
);
if (!framed) registerServiceWorker();
