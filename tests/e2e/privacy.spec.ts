import { expect, openRoute, saveScreenshot, test } from './fixtures';

test('the privacy page names remembered texts and forgets them, keeping every setting @slow', async ({ page }) => {
  await openRoute(page, '/writer/word-count');
  await page.getByTestId('word-count-input').fill('a private note');
  await expect(page.getByTestId('stat-words-value')).toHaveText('3');
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('localbox-text:')).length)).toBe(1);
  await page.evaluate(() => localStorage.setItem('localbox-ui-theme', 'dark'));

  await openRoute(page, '/privacy');
  const section = page.getByTestId('privacy-remembered');
  await expect(section.getByRole('heading', { name: 'Remembered texts' })).toBeVisible();
  await section.getByRole('button', { name: 'Forget my texts' }).click();
  await expect(section.getByRole('status')).toHaveText('Your remembered texts were forgotten.');
  await expect(section.getByRole('button', { name: 'Forget my texts' })).toBeDisabled();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('localbox-text:')))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('localbox-ui-theme'))).toBe('dark');
  await saveScreenshot(page, 'privacy-forgotten');

  await openRoute(page, '/writer/word-count');
  await expect(page.getByTestId('word-count-input')).toHaveValue('');

  await page.goto('/privacy?lng=de');
  await expect(page.getByTestId('privacy-remembered').getByRole('heading', { name: 'Gespeicherte Texte' })).toBeVisible();
});
