import { expect, fullSuite, openRoute, saveScreenshot, test, watchOffsiteRequests } from './fixtures';
import { decodeInBrowser, fileFromDisk, readDownload, smallPhotos, unzip } from './media';

const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

test('a chain run with "Continue with…" saves as a recipe that runs on a batch of real photos (20 in the full suite); its ZIP holds the final files', async ({ page }) => {
  // The chain: resize to 320 px wide → compress → convert to WebP, one real photo through each tool.
  // 20 photos through three tools, each scoring its output: minutes on a busy 2-core machine.
  test.setTimeout(360_000);
  await openRoute(page, '/image/image-resize');
  await page.getByTestId('resize-mode').getByText('By pixels').click();
  await page.getByTestId('resize-width').fill('320');
  await page.getByTestId('resize-height').fill('');
  const [first] = smallPhotos(1);
  await page.getByTestId('upload-input').setInputFiles(first);
  const done = page.locator('[data-testid="result-row"][data-status="done"]');
  await expect(done).toHaveCount(1, { timeout: 60_000 });
  await done.getByTestId('row-continue').click();
  await page.getByTestId('continue-to-image-compress').click();
  await expect(done).toHaveCount(1, { timeout: 60_000 });
  await done.getByTestId('row-continue').click();
  await page.getByTestId('continue-to-image-converter').click();
  await expect(done).toHaveCount(1, { timeout: 60_000 });

  await page.getByTestId('save-recipe').click();
  await expect(page.getByTestId('recipe-step-names')).toHaveText('Image Resizer → Image Compression → Image Converter');
  await page.getByTestId('recipe-name').fill('Web photos');
  await page.getByTestId('save-recipe-confirm').click();
  await expect(page.getByTestId('recipe-title')).toHaveText('Web photos');
  await expect(page.getByTestId('recipe-step-item')).toHaveCount(3);
  await expect(page.getByTestId('recipe-step-item').first()).toContainText('width=320');
  await expect(page.getByTestId('recipe-keep')).toBeDisabled();

  // Real photos (the full suite: the 12 fixtures, 8 of them twice under another name), an SVG (drawn on the page by
  // the resizer's first step, core/processing/main-steps.ts) and a cut-off JPEG that fails alone.
  const photos = smallPhotos();
  const batch = Array.from({ length: fullSuite ? 20 : 3 }, (_, index) => {
    const file = fileFromDisk(photos[index % photos.length]);
    return index < photos.length ? file : { ...file, name: `again-${file.name}` };
  });
  const badge = { name: 'badge.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#00c000"/></svg>') };
  const started = Date.now();
  await page.getByTestId('upload-input').setInputFiles([...batch, badge, { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) }]);
  await expect(page.getByTestId('recipe-row')).toHaveCount(batch.length + 2);
  await expect(page.locator('[data-testid="recipe-row"][data-status="done"]')).toHaveCount(batch.length + 1, { timeout: 300_000 });
  console.log(`recipe of 3 steps on ${batch.length} photos and an SVG: ${Date.now() - started} ms`);
  const broken = page.locator('[data-testid="recipe-row"][data-name="broken.jpg"]');
  await expect(broken).toHaveAttribute('data-status', 'failed');
  await expect(broken.getByTestId('recipe-step-result').nth(0)).toHaveText(/1The image file is incomplete/);
  await expect(broken.getByTestId('recipe-step-result').nth(2)).toHaveAttribute('data-status', 'skipped');
  await expect(page.getByTestId('recipe-row').first().getByTestId('recipe-step-result').nth(2)).toContainText('WEBP');
  await saveScreenshot(page, 'recipe-run');

  const download = page.waitForEvent('download');
  await page.getByTestId('recipe-zip').click();
  const zip = await unzip(await readDownload(await download));
  expect((await download).suggestedFilename()).toMatch(/^web-photos-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(zip.size).toBe(batch.length + 1);
  expect([...zip.keys()].filter((name) => name.startsWith('badge'))).toHaveLength(1);
  for (const [name, bytes] of zip) {
    // The flat SVG's PNG is one the compressor cannot shrink: it keeps it, and its name.
    expect(name).toMatch(name.startsWith('badge') ? /^badge-320x200(-compressed)?\.webp$/ : /^(again-)?[A-Za-z]+-320x\d+-compressed\.webp$/);
    expect(isWebp(bytes)).toBe(true);
    expect((await decodeInBrowser(page, bytes, 'image/webp')).width).toBe(320);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'recipe-run-phone');

  // The chain ended when its last tool was left: back there by the sidebar, its results stay but the offer to save does not.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('sidebar').getByRole('link', { name: 'Image Converter' }).click();
  await expect(done).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('save-recipe')).toHaveCount(0);
});

test('a recipe link and an exported recipe file import into fresh profiles; hostile parameters and files are named, never stored', async ({ page, browser, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // Steps that do not fit together (an image step cannot feed an audio one) are named, and the recipe can neither run nor be kept.
  await openRoute(page, '/recipe?name=Mixed&1=image-converter&2=audio-converter');
  await expect(page.getByTestId('recipe-broken-chain')).toHaveText('This recipe cannot run: step 2 (Audio Converter) does not take the files step 1 (Image Converter) makes.');
  await expect(page.getByTestId('recipe-keep')).toHaveCount(0);
  await expect(page.getByTestId('upload-zone')).toHaveCount(0);
  const link = '/recipe?name=Small+PNG&1=image-resize&1.width=200&1.height=&2=image-converter&2.target=png';
  await openRoute(page, link);
  await expect(page.getByTestId('recipe-title')).toHaveText('Small PNG');
  await expect(page.getByTestId('recipe-link-notice')).toHaveCount(0);
  await page.getByTestId('recipe-copy-link').click();
  const copied = await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('/recipe?').then(() => page.evaluate(() => navigator.clipboard.readText()));
  const exported = page.waitForEvent('download');
  await page.getByTestId('recipe-export').click();
  const file = await readDownload(await exported);
  expect((await exported).suggestedFilename()).toBe('small-png.recipe.json');

  // A fresh profile opens the copied link, with hostile parameters added: they are named, the rest is used.
  const fresh = await browser.newContext({ baseURL });
  const offsite = watchOffsiteRequests(fresh, baseURL!);
  const other = await fresh.newPage();
  const hostile = `${copied}&2.target=%3Cscript%3Ealert(1)%3C/script%3E&3=rm-rf&zzz=${'x'.repeat(300)}&${Array.from({ length: 400 }, (_, i) => `p${i}=1`).join('&')}`;
  await openRoute(other, hostile.replace(/^https?:\/\/[^/]+/, ''));
  await expect(other.getByTestId('recipe-title')).toHaveText('Small PNG');
  await expect(other.getByTestId('recipe-step-item').nth(1)).toContainText('target=png');
  await expect(other.getByTestId('recipe-link-notice')).toContainText('3=rm-rf');
  await expect(other.locator('script:has-text("alert(1)")')).toHaveCount(0);
  await other.getByTestId('recipe-keep').click();
  await other.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(other, 'recipe-link-phone');
  await openRoute(other, '/');
  await expect(other.getByTestId('home-recipe')).toHaveCount(1);
  await expect(other.getByTestId('home-recipe')).toContainText('Small PNG');
  expect(offsite).toEqual([]);
  await fresh.close();

  // Another fresh profile imports the exported file; hostile files before it are refused with a reason and store nothing.
  const third = await browser.newContext({ baseURL });
  const thirdOffsite = watchOffsiteRequests(third, baseURL!);
  const home = await third.newPage();
  await openRoute(home, '/');
  const input = home.getByTestId('recipe-import-input');
  const message = home.getByTestId('recipe-import-message');
  const json = (value: unknown) => ({ name: 'x.recipe.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });
  const valid = JSON.parse(file.toString('utf8'));
  await input.setInputFiles(json({ ...valid, steps: [{ tool: 'image-resize', options: { width: '12' } }] }));
  await expect(message).toHaveText('Not imported: step 1 has an option its tool does not accept (width).');
  await input.setInputFiles(json({ ...valid, steps: [valid.steps[0], { tool: 'svg-optimizer', options: {} }] }));
  await expect(message).toHaveText('Not imported: step 2 does not take the files step 1 makes.');
  await input.setInputFiles(json({ ...valid, steps: [{ tool: 'no-such-tool', options: {} }] }));
  await expect(message).toHaveText('Not imported: step 1 names a tool that cannot be a recipe step (no-such-tool).');
  await input.setInputFiles({ name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(100_000, 0x20) });
  await expect(message).toHaveText('Not imported: a recipe file is at most 32 KB.');
  await expect(home.getByTestId('home-recipe')).toHaveCount(0);
  await input.setInputFiles({ name: 'small-png.recipe.json', mimeType: 'application/json', buffer: file });
  await expect(message).toHaveText('Recipe “Small PNG” imported.');
  await expect(home.getByTestId('home-recipe')).toContainText('Image Resizer → Image Converter');
  await home.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(home, 'recipes-home-phone');
  await home.getByTestId('home-recipe').getByRole('link').click();
  await expect(home.getByTestId('recipe-step-item').first()).toContainText('width=200');
  expect(thirdOffsite).toEqual([]);
  await third.close();
});
