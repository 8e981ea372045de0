import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 24 * 60 * 60 * 1000;

/** Registers the service worker: offline after the first visit, an update check every 24 hours. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.warn('Service worker registration failed', error);
    },
  });
}
