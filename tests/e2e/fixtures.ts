import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Records every request the context's pages (and their workers) make that leaves `baseURL`'s origin. */
export function watchOffsiteRequests(context: BrowserContext, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const offsite: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) offsite.push(url);
  });
  return offsite;
}

/**
 * Records what the page's security policy refused (securitypolicyviolation events). A refused
 * attempt never reaches the network stack, so it fires no request event: watchOffsiteRequests
 * cannot see it. Call before the page loads.
 */
export async function watchBlockedAttempts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const blocked: string[] = [];
    (window as unknown as { __blocked: string[] }).__blocked = blocked;
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.blockedURI} (${event.effectiveDirective})`));
  });
  return () => page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked);
}

/**
 * Every browser test uses this `test`: it records each request the page (and its workers) make and
 * fails the test if any leaves the app's origin (data: and blob: URLs stay on the device), and fails
 * it on any uncaught page error or aborted wasm engine.
 */
export const test = base.extend<{ offsiteRequests: string[]; crashes: string[] }>({
  offsiteRequests: [
    async ({ context, baseURL }, use) => {
      const offsite = watchOffsiteRequests(context, baseURL!);
      await use(offsite);
      expect(offsite, 'requests that left the origin').toEqual([]);
    },
    { auto: true },
  ],
  // An uncaught error in a page, or a wasm engine that aborted (emscripten logs "Aborted(…)"), fails
  // the test even when the screen looked right.
  crashes: [
    async ({ context }, use) => {
      const crashes: string[] = [];
      const check = (message: ConsoleMessage) => {
        if (message.text().includes('Aborted(')) crashes.push(message.text());
      };
      context.on('console', check);
      context.on('page', (page) => page.on('worker', (worker) => worker.on('console', check)));
      context.on('weberror', (error) => crashes.push(String(error.error())));
      await use(crashes);
      expect(crashes, 'uncaught errors and aborted engines').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

// Screenshots are for people reviewing the look of a change: the full suite saves them (or
// LOCALBOX_SCREENSHOTS=1); the quick suite skips the capture and its PNG encoding.
/** `npm run test:full`: besides running the @slow cases, some tests take their full-size batch. */
export const fullSuite = process.env.LOCALBOX_FULL_SUITE === '1';
const screenshotsWanted = fullSuite || process.env.LOCALBOX_SCREENSHOTS === '1';

/**
 * Every toast's text as it appears, kept after the toast closes itself (5 s): a busy machine can
 * outlast that between an action and the check that looks for its toast.
 */
export async function recordToasts(page: Page): Promise<(containing: string) => Promise<string>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-toast-id]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const shown = () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
  return async (containing) => {
    await expect
      .poll(async () => {
        const texts = await shown();
        return texts.some((text) => text.includes(containing)) || `toasts so far: ${JSON.stringify(texts)}`;
      }, { message: `a toast saying "${containing}"` })
      .toBe(true);
    // The longest text holding it: the toast once its whole message was drawn.
    return (await shown()).filter((text) => text.includes(containing)).sort((a, b) => b.length - a.length)[0];
  };
}

/** Saves a full-page screenshot for reviewers (git-ignored), in the full suite. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!screenshotsWanted) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // With a dialog open the page is scroll-locked: a full-page capture would stitch the fixed header
  // into the middle of the picture, so the visitor's viewport is what gets saved.
  const dialogOpen = await page.getByRole('dialog').first().isVisible();
  // Scrolled down, a full-page capture paints the sticky header where the viewport was, mid-picture.
  if (fullPage && !dialogOpen) await page.evaluate(() => window.scrollTo(0, 0));
  // A full-page capture does not scroll: content the page skips while out of view (batch rows'
  // content-visibility) would show as blank boxes, where a visitor scrolling there sees it drawn.
  const drawAll = fullPage && !dialogOpen ? await page.addStyleTag({ content: '* { content-visibility: visible !important; }' }) : undefined;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: fullPage && !dialogOpen });
  await drawAll?.evaluate((style) => (style as Element).remove());
}

/** Opens a route and waits until the app has rendered (translations loaded, screen shown). */
export async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** Client-side navigation, as a link followed inside the app: no new page load. */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}
