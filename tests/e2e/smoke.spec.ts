import { expect, openRoute, test } from './fixtures';

test('home renders', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openRoute(page, '/');
  await expect(page).toHaveTitle(/Localbox/);
  await openRoute(page, '/writer/word-count');
  await page.getByTestId('word-count-input').fill('Hello brave new world');
  await expect(page.getByTestId('stat-words-value')).toHaveText('4');
  expect(errors).toEqual([]);
});
