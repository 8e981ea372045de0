import { expect, openRoute, saveScreenshot, test } from './fixtures';

const stat = (page: import('@playwright/test').Page, key: string) => page.getByTestId(`stat-${key}-value`);

test('counts an English text (words, sentences, times, top words), then Chinese, Japanese and Korean by their conventions', async ({ page }) => {
  await openRoute(page, '/writer/word-count');
  const english = 'The cat sat on the mat. The dog, a well-known rascal, did not!\n\nMr. Smith saw the cat.';
  await page.getByTestId('word-count-input').fill(english);
  await expect(stat(page, 'words')).toHaveText('18');
  await expect(stat(page, 'sentences')).toHaveText('3');
  await expect(stat(page, 'paragraphs')).toHaveText('2');
  await expect(stat(page, 'lines')).toHaveText('3');
  await expect(stat(page, 'characters')).toHaveText(String(english.length));
  await expect(stat(page, 'readingTime')).toHaveText('5 s');
  await expect(stat(page, 'speakingTime')).toHaveText('7 s');
  await expect(page.getByTestId('top-word').first()).toContainText('the');
  await expect(page.getByTestId('top-word').first()).toContainText('4');
  await saveScreenshot(page, 'word-count-english');

  const input = page.getByTestId('word-count-input');
  await page.getByText('Chinese', { exact: true }).click();
  await input.fill('床前明月光，疑是地上霜。举头望明月，低头思故乡。');
  await expect(stat(page, 'words')).toHaveText('20');
  await expect(stat(page, 'sentences')).toHaveText('2');

  await page.getByText('Japanese', { exact: true }).click();
  await input.fill('私は東京大学の学生です。');
  await expect(stat(page, 'words')).toHaveText('7');

  await page.getByText('Korean', { exact: true }).click();
  await input.fill('나는 학교에 갑니다. 오늘 날씨가 좋네요!');
  await expect(stat(page, 'words')).toHaveText('6');
  await expect(stat(page, 'sentences')).toHaveText('2');
});

test('detects the script and says how it counts: Chinese, Japanese, Korean @slow', async ({ page }) => {
  await openRoute(page, '/writer/word-count');
  const input = page.getByTestId('word-count-input');
  await input.fill('床前明月光，疑是地上霜。举头望明月，低头思故乡。');
  await expect(stat(page, 'words')).toHaveText('20');
  await expect(page.getByTestId('word-count-convention')).toContainText('Detected: Chinese.');
  await expect(page.getByTestId('word-count-convention')).toContainText('every Han character counts as one word');
  await input.fill('私は東京大学の学生です。');
  await expect(stat(page, 'words')).toHaveText('7');
  await expect(page.getByTestId('word-count-convention')).toContainText('Detected: Japanese.');
});

test('debug view shows the first and last 20 characters; the text is remembered @slow', async ({ page }) => {
  await openRoute(page, '/writer/word-count');
  await page.getByTestId('word-count-input').fill('0123456789abcdefghijKLMNOPQRSTUVWXYZ');
  await page.getByTestId('word-count-details').click();
  const debug = page.getByTestId('word-count-debug');
  await expect(debug).toContainText('0123456789abcdefghij');
  await expect(debug).toContainText('ghijKLMNOPQRSTUVWXYZ');
  await expect(page.getByTestId('length-utf16')).toContainText('36');
  // An emoji with a skin tone is one character (grapheme) but four UTF-16 units.
  await page.getByTestId('word-count-input').fill('👍🏽');
  await expect(page.getByTestId('length-graphemes')).toContainText('1');
  await expect(page.getByTestId('length-utf16')).toContainText('4');
  await expect(page.getByTestId('stat-characters-value')).toHaveText('1');
  await page.getByTestId('word-count-input').fill('0123456789abcdefghijKLMNOPQRSTUVWXYZ');
  // Saved a moment after typing stops: wait for the saved copy, not for a duration.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => localStorage.getItem(key) === '0123456789abcdefghijKLMNOPQRSTUVWXYZ').length)).toBe(1);
  await page.reload();
  await expect(page.getByTestId('word-count-input')).toHaveValue('0123456789abcdefghijKLMNOPQRSTUVWXYZ');
});
