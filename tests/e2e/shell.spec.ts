import { catalogue } from './catalogue';
import { expectNoSeriousAxeViolation } from './axe';
import { waitUntilPageAssetsCached } from './offline';
import type { Page } from '@playwright/test';
import { expect, navigateInApp, openRoute, saveScreenshot, test, watchOffsiteRequests } from './fixtures';

const tools = catalogue();

test.describe('routes', () => {
  // Each tool's route, reached from the sidebar as a visitor would (the app routes without reloading):
  // its title, description and sidebar state, then axe on the tool's own screen in both themes. The
  // shell around it gets the full-page axe run on /, /privacy and /nowhere below. One warm page per
  // half of the catalogue, so the two browser workers share the tools without reloading the app 24 times.
  const halves = [tools.filter((_, index) => index % 2 === 0), tools.filter((_, index) => index % 2 === 1)];
  halves.forEach((group, half) => {
    test.describe(`half ${half + 1}`, () => {
      test.describe.configure({ mode: 'serial' });
      let page: Page;
      let offsite: string[];
      test.beforeAll(async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
        offsite = watchOffsiteRequests(context, baseURL!);
        page = await context.newPage();
        await openRoute(page, '/');
      });
      test.afterAll(async () => {
        await page.context().close();
      });

      for (const tool of group) {
        test(`${tool.route} renders with its title and passes axe in both themes`, async () => {
          await page.getByTestId('sidebar').getByRole('link', { name: tool.name }).click();
          await expect(page).toHaveURL(new RegExp(`${tool.route}$`));
          await expect(page.locator('main h1').first()).toHaveText(tool.name);
          await expect(page).toHaveTitle(`${tool.name} – Localbox`);
          await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tool.description);
          await expect(page.getByTestId('sidebar').getByRole('link', { name: tool.name })).toHaveAttribute('aria-current', 'page');
          await expectNoSeriousAxeViolation(page, 'main');
          expect(offsite, 'requests that left the origin').toEqual([]);
        });
      }
    });
  });

  // The shell's own pages in one document, reached by client-side navigation as a link inside the app
  // would: each title, then axe on the whole page in both themes.
  test('home, privacy, privacy check, about and an unknown path: titles, a way home, axe in both themes', async ({ page }) => {
    await openRoute(page, '/');
    await expect(page).toHaveTitle('Localbox – Private file and text tools that run in your browser');
    await expectNoSeriousAxeViolation(page);

    await navigateInApp(page, '/privacy');
    await expect(page).toHaveTitle('Privacy policy – Localbox');
    for (const section of ['Introduction', 'Data processing', 'Usage analytics', 'Cookies', 'Contact']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/Last updated:/)).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    for (const route of ['/privacy/check', '/about']) {
      await navigateInApp(page, route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoSeriousAxeViolation(page);
    }

    await navigateInApp(page, '/no/such/tool');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found – Localbox');
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Localbox' })).toBeVisible();
  });
});

test('sidebar search filters tools by name or description and hides empty categories @slow', async ({ page }) => {
  await openRoute(page, '/');
  const sidebar = page.getByTestId('sidebar');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeFocused();
  await page.keyboard.type('RESIZ');
  await expect(sidebar.getByRole('link')).toHaveText(['Image Resizer']);
  await expect(sidebar.getByTestId('sidebar-category-writer')).toHaveCount(0);
  await expect(sidebar.getByTestId('sidebar-category-image')).toBeVisible();
  // A word only in a description.
  await page.getByRole('searchbox').fill('paragraphs');
  await expect(sidebar.getByRole('link')).toHaveText(['Word Count']);
  await page.getByRole('searchbox').fill('zzzz-nothing');
  await expect(sidebar.getByTestId('sidebar-empty')).toBeVisible();
});

test('home shows each tool at most twice and no empty category @slow', async ({ page }) => {
  await openRoute(page, '/');
  const main = page.locator('main');
  for (const tool of tools) {
    const cards = main.locator(`a[href="${tool.route}"]`);
    await expect(cards.first()).toBeVisible();
    expect(await cards.count(), tool.route).toBeLessThanOrEqual(2);
  }
  await expect(main.getByText('No tools in this category yet.')).toHaveCount(0);
});

test('categories collapse and expand @slow', async ({ page }) => {
  await openRoute(page, '/');
  const header = page.getByTestId('sidebar').getByRole('button', { name: 'Writing' });
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Word Count' })).toBeHidden();
  await header.click();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Word Count' })).toBeVisible();
});

test('theme: light, dark or system, persists across reload and is applied before first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openRoute(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await saveScreenshot(page, 'home-light');
  const toggle = page.getByTestId('theme-toggle');
  await expect(toggle).toHaveAccessibleName('Colour theme');
  await expect(toggle).toHaveValue('auto');
  await expect(toggle.locator('option:checked')).toHaveText('System');
  await toggle.selectOption({ label: 'Dark' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('localbox-ui-theme'))).toBe('dark');
  await page.reload();
  // Checked as soon as the document exists: the pre-paint script has already set it.
  await page.waitForSelector('html[data-mantine-color-scheme="dark"]');
  await expect(page.locator('main h1').first()).toBeVisible();
  await saveScreenshot(page, 'home-dark');
  // Back to following the system (which is light here).
  await expect(page.getByTestId('theme-toggle')).toHaveValue('dark');
  await page.getByTestId('theme-toggle').selectOption({ label: 'System' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('localbox-ui-theme'))).toBe('system');
});

test('system theme follows the operating system by default @slow', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openRoute(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`colours written with light-dark() survive the build (${scheme}): the upload zone keeps its border and focus state @slow`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await openRoute(page, '/image/image-compress');
    const zone = page.getByTestId('upload-zone');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const style = () => zone.evaluate((el) => {
      const css = getComputedStyle(el);
      return { width: css.borderTopWidth, line: css.borderTopStyle, colour: css.borderTopColor, background: css.backgroundColor };
    });
    const idle = await style();
    expect(idle.width).toBe('2px');
    expect(idle.line).toBe('dashed');
    // Mantine's gray-4 in light, dark-3 in dark: the declaration was dropped when this was the initial colour.
    expect(idle.colour).toBe(scheme === 'light' ? 'rgb(206, 212, 218)' : 'rgb(105, 105, 105)');
    await zone.focus();
    const focused = await style();
    expect(focused.colour).not.toBe(idle.colour);
    expect(focused.background).not.toBe('rgba(0, 0, 0, 0)');
  });
}

test('language changes at once, persists, and ?lng= wins', async ({ page }) => {
  await openRoute(page, '/');
  await page.getByTestId('language-select').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Willkommen bei Localbox' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Willkommen bei Localbox' })).toBeVisible();
  await page.goto('/?lng=ja');
  await expect(page.getByRole('heading', { name: 'Localbox へようこそ' })).toBeVisible();
});

test('the browser language is used when nothing is saved @slow', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'zh-TW', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '歡迎使用 Localbox' })).toBeVisible();
  await context.close();
});

test('favourites: the star toggles with a toast and the tool shows on home @slow', async ({ page }) => {
  await openRoute(page, '/');
  await expect(page.getByTestId('home-favorites')).toContainText('No favorites yet, click the star icon on a tool');
  await openRoute(page, '/writer/word-count');
  await page.getByTestId('favorite-toggle').click();
  await expect(page.getByText('Favorited')).toBeVisible();
  await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Localbox home' }).click();
  await expect(page.getByTestId('home-favorites').getByRole('link', { name: /Word Count/ })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('home-favorites').getByRole('link', { name: /Word Count/ })).toBeVisible();
  await openRoute(page, '/writer/word-count');
  await page.getByTestId('favorite-toggle').click();
  await expect(page.getByText('Removed', { exact: true })).toBeVisible();
});

test('toasts sit bottom-right, close with Escape and with a swipe to the right @slow', async ({ page }) => {
  await openRoute(page, '/writer/word-count');
  await page.getByTestId('favorite-toggle').click();
  const added = page.locator('[data-toast-id]', { hasText: 'Favorited' });
  await expect(added).toBeVisible();
  const box = (await added.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.7);
  expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.7);
  await page.keyboard.press('Escape');
  await expect(added).toHaveCount(0);

  await page.getByTestId('favorite-toggle').click();
  const removed = page.locator('[data-toast-id]', { hasText: 'Removed' });
  await expect(removed).toBeVisible();
  const start = (await removed.boundingBox())!;
  await page.mouse.move(start.x + 20, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 90, start.y + start.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(removed).toHaveCount(0);
});

test('share copies the page link @slow', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRoute(page, '/writer/word-count');
  await page.getByRole('button', { name: 'Share this page' }).click();
  await expect(page.getByText('Link Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/writer\/word-count$/);
});

test('header buttons show their hint on hover, the last one kept inside the window @slow', async ({ page }) => {
  await openRoute(page, '/');
  const hintOf = (name: string) => page.locator('header [data-hint]').filter({ has: page.getByRole(name === 'Colour theme' ? 'combobox' : 'button', { name }) });
  const shown = (hint: ReturnType<typeof hintOf>) =>
    hint.evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      return { content: after.content, opacity: after.opacity };
    });
  const share = hintOf('Share this page');
  expect((await shown(share)).opacity).toBe('0');
  await share.hover();
  await expect.poll(() => shown(share)).toEqual({ content: '"Share this page"', opacity: '1' });
  const theme = hintOf('Colour theme');
  await theme.hover();
  await expect.poll(() => shown(theme)).toEqual({ content: '"Colour theme"', opacity: '1' });
  await saveScreenshot(page, 'header-hint', { fullPage: false });
  const box = (await theme.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(theme).toHaveAttribute('data-align', 'end');
});

test('footer has the year, the licence line, privacy, licences, the source of this commit and contact; the licences page shows the notice @slow', async ({ page }) => {
  await openRoute(page, '/');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Localbox. Free software under AGPL-3.0-or-later.`);
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
  const source = footer.getByRole('link', { name: 'Source code' });
  await expect(source).toHaveAttribute('href', /^https:\/\/github\.com\/localbox-app\/localbox\/tree\/[0-9a-f]{40}$/);
  const sourceUrl = await source.getAttribute('href');
  await footer.getByRole('link', { name: 'Licences' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByTestId('about-commit')).toHaveAttribute('href', sourceUrl!);
  const notice = page.getByTestId('licence-notice');
  await expect(notice).toContainText('- @ffmpeg/core@0.12.10 (GPL-2.0-or-later)');
  await expect(notice).toContainText('Exact source: https://github.com/ffmpegwasm/ffmpeg.wasm/tree/71aa99d37c02a7b4c435275ca9ef50e612f6efa1');
  await expect(notice).toContainText('The background-removal model');
  const agpl = await page.request.get('/LICENSE.txt');
  expect(await agpl.text()).toContain('GNU Affero General Public License');
  const sbom = await (await page.request.get('/sbom.cdx.json')).json();
  expect(sbom.metadata.component.licenses).toEqual([{ license: { id: 'AGPL-3.0-or-later' } }]);
});

test('mobile: the sidebar is a drawer behind the burger @slow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRoute(page, '/');
  const link = page.getByTestId('sidebar').getByRole('link', { name: 'Image Compression' });
  await expect(link).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(link).toBeInViewport();
  // The header has no room for donate and source on a phone: the drawer keeps them reachable.
  const projectLinks = page.getByTestId('drawer-project-links');
  await expect(projectLinks.getByRole('link', { name: 'Donate' })).toBeVisible();
  await expect(projectLinks.getByRole('link', { name: 'Source code' })).toBeVisible();
  await saveScreenshot(page, 'mobile-drawer');
  await link.click();
  await expect(page.locator('main h1').first()).toHaveText('Image Compression');
  await expect(link).not.toBeInViewport();
  await saveScreenshot(page, 'mobile-tool');
});

test('the whole shell works by keyboard alone @slow', async ({ page }) => {
  await openRoute(page, '/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('word count');
  await expect(page.getByTestId('sidebar').getByRole('link')).toHaveCount(1);
  // From the search box, Tab reaches the category header then the tool link.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Word Count' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1').first()).toHaveText('Word Count');
  await page.getByTestId('word-count-input').focus();
  await page.keyboard.type('one two');
  await expect(page.getByTestId('stat-words-value')).toHaveText('2');
});

test('screenshots in every language @slow', async ({ page }) => {
  for (const lng of ['en', 'zh', 'zh-TW', 'ja', 'de', 'ko']) {
    await page.goto(`/image/image-resize?lng=${lng}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await saveScreenshot(page, `tool-${lng}`);
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('works offline after the first visit: the shell from the precache, a tool once it was used (service worker) @slow', async ({ page, context }) => {
    await openRoute(page, '/');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    // Visit once more so the page is controlled, then cut the network.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // Tool code beyond the 1.5 MB precache is kept on first use: open the tool once online.
    await page.goto('/writer/word-count');
    await expect(page.getByTestId('word-count-input')).toBeVisible();
    await waitUntilPageAssetsCached(page);
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.goto('/writer/word-count');
    await expect(page.locator('main h1').first()).toHaveText('Word Count');
    await page.getByTestId('word-count-input').fill('offline still counts');
    await expect(page.getByTestId('stat-words-value')).toHaveText('3');
    await context.setOffline(false);
  });
});

test('the sidebar is wide enough that every tool name fits on one line, in German too @slow', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const lng of ['en', 'de']) {
    await openRoute(page, `/?lng=${lng}`);
    const labels = page.locator('nav a [data-nav-label]');
    await expect(labels.first()).toBeVisible();
    const heights = await labels.evaluateAll((elements) =>
      elements.filter((element) => (element as HTMLElement).offsetParent).map((element) => [element.textContent, Math.round(element.getBoundingClientRect().height)] as const),
    );
    const lineHeight = Math.min(...heights.map(([, height]) => height));
    expect(heights.filter(([, height]) => height > lineHeight * 1.5), `${lng}: names that wrap`).toEqual([]);
  }
});

test('Japanese headings break between phrases, not inside words @slow', async ({ page }) => {
  await openRoute(page, '/image/image-compress?lng=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await page.locator('main h1').first().evaluate((element) => getComputedStyle(element).wordBreak)).toBe('auto-phrase');
  await openRoute(page, '/image/image-compress?lng=en');
  expect(await page.locator('main h1').first().evaluate((element) => getComputedStyle(element).wordBreak)).not.toBe('auto-phrase');
});

test('donating is named in words in the header, so it is not taken for a "like" beside the favourites star @slow', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openRoute(page, '/image/image-compress');
  await expect(page.getByTestId('header-donate')).toBeVisible();
  await expect(page.getByTestId('header-donate')).toHaveText('Donate');
  await expect(page.locator('header .tabler-icon-heart')).toHaveCount(0);
});
