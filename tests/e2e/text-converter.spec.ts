import { expect, openRoute, saveScreenshot, test } from './fixtures';

const poemSimplified = '静夜思\n床前明月光，疑是地上霜。\n举头望明月，低头思故乡。';
const poemTaiwan = '靜夜思\n床前明月光，疑是地上霜。\n舉頭望明月，低頭思故鄉。';

test('converts letter case live (Turkish rules, swap, copy); then 静夜思 to Traditional Chinese, loading the dictionaries only when asked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Each OpenCC dictionary is a chunk of its own, named after it.
  const dictionaryRequests: string[] = [];
  page.on('request', (request) => {
    const name = /\/((?:CJK|ST|TS|TW|HK|JP)[A-Za-z_]+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (name) dictionaryRequests.push(name);
  });
  await openRoute(page, '/text/text-converter');
  const input = page.getByTestId('converter-input');
  const output = page.getByTestId('converter-output');

  await input.fill('the XMLHttpRequest of istanbul');
  await page.getByTestId('case-upper').click();
  await expect(output).toHaveValue('THE XMLHTTPREQUEST OF ISTANBUL');
  await page.getByTestId('case-title').click();
  await expect(output).toHaveValue('The Xmlhttprequest of Istanbul');
  await page.getByTestId('case-snake').click();
  await expect(output).toHaveValue('the_xml_http_request_of_istanbul');
  await page.getByTestId('case-camel').click();
  await expect(output).toHaveValue('theXmlHttpRequestOfIstanbul');
  await expect(page.getByTestId('output-count')).toHaveText('Characters: 27');

  await page.getByTestId('case-locale').selectOption({ label: 'Turkish (İ/ı)' });
  await page.getByTestId('case-upper').click();
  await expect(output).toHaveValue('THE XMLHTTPREQUEST OF İSTANBUL');

  await page.getByTestId('converter-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('THE XMLHTTPREQUEST OF İSTANBUL');

  await page.getByTestId('case-lower').click();
  await page.getByTestId('converter-swap').click();
  await expect(input).toHaveValue('the xmlhttprequest of istanbul');
  await saveScreenshot(page, 'text-converter-case');

  // Input and options are remembered.
  await page.reload();
  await expect(page.getByTestId('converter-input')).toHaveValue('the xmlhttprequest of istanbul');
  await expect(page.getByTestId('case-lower')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('converter-input').fill(poemSimplified);
  await page.getByTestId('case-upper').click();
  await expect(page.getByTestId('converter-output')).toHaveValue(poemSimplified);
  expect(dictionaryRequests).toEqual([]);

  await page.getByTestId('converter-mode').getByText('Chinese characters').click();
  await expect(page.getByTestId('converter-output')).toHaveValue(poemTaiwan);
  expect(dictionaryRequests.sort()).toEqual(['CJK_Compatibility_Ideographs', 'STCharacters', 'STPhrases', 'STPhrases_GeneratedFromRegionalPhrases', 'TWVariants', 'TWVariantsPhrases']);
  await expect(page.getByTestId('input-count')).toHaveText('Characters: 29');
  await expect(page.getByTestId('output-count')).toHaveText('Characters: 29');

  await page.getByTestId('chinese-direction').selectOption({ label: 'Simplified → Traditional (Hong Kong)' });
  await expect(page.getByTestId('converter-output')).toHaveValue(poemTaiwan.replace('床', '牀'));
  // The result says which glyph forms it is written in.
  await expect(page.getByTestId('converter-output')).toHaveAttribute('lang', 'zh-Hant-HK');

  await page.getByTestId('chinese-direction').selectOption({ label: 'Simplified → Japanese kanji (Shinjitai)' });
  await expect(page.getByTestId('converter-output')).toHaveValue(/挙頭望明月，低頭思故郷。/);
  await expect(page.getByTestId('converter-output')).toHaveAttribute('lang', 'ja');

  // Back to Simplified from the Taiwan text.
  await page.getByTestId('converter-input').fill(poemTaiwan);
  await page.getByTestId('chinese-direction').selectOption({ label: 'Traditional (any) → Simplified' });
  await expect(page.getByTestId('converter-output')).toHaveValue(poemSimplified);
  await saveScreenshot(page, 'text-converter-chinese');
});
