import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme-variables.css';
import './app/global.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { App } from './app/App';
import { framedByAnotherSite } from './app/frame-guard';
import { FramedNotice } from './app/FramedNotice';
import { registerServiceWorker } from './app/pwa';
import './i18n/i18n';

const framed = framedByAnotherSite();
// The privacy check's record starts at once (a request blocked before it opens is still counted),
// from a chunk of its own, out of the home's first load.
void import('./network/network-log').then(({ startNetworkLog }) => startNetworkLog());

async function renderFirstScreen() {
  // react-dom evaluates in a task after this module's (the app's, with i18next, which has started
  // fetching the strings): one task of about 50 ms on a busy machine before, traced, two of half that.
  // index.html preloads its chunk (vite.config.ts), so it is not fetched only now. No top-level
  // await: the bundler would then move the modules other chunks share out of this one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { createRoot } = await import('react-dom/client');
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
}

void renderFirstScreen();
if (!framed) registerServiceWorker();
