import type { Page, Route } from '@playwright/test';
import { expect, openRoute, test } from './fixtures';
import { fileFromDisk, smallPhotos } from './media';

/** Holds back react-dropzone and its file reader until released, as a slow network would. */
async function holdDropzone(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/(DropzoneArea|es2015)-[\w-]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** A drop of one photo on the zone, as the browser sends it. */
async function dropPhoto(page: Page, name: string) {
  const { buffer, mimeType } = fileFromDisk(smallPhotos(1)[0]);
  await page.getByTestId('upload-zone').evaluate(
    (zone, { bytes, type, fileName }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], fileName, { type }));
      for (const kind of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { bytes: [...buffer], type: mimeType, fileName: name },
  );
}

test('a photo dropped before react-dropzone has arrived is kept and becomes a row once it does @slow', async ({ page }) => {
  const release = await holdDropzone(page);
  await openRoute(page, '/image/image-compress');
  await dropPhoto(page, 'early.jpg');
  await expect(page.getByTestId('upload-zone')).not.toHaveAttribute('data-dropzone');
  await release();
  await expect(page.locator('[data-testid="result-row"][data-name="early.jpg"]')).toBeVisible();
  // react-dropzone has taken over: a later drop is its own.
  await expect(page.getByTestId('upload-zone')).toHaveAttribute('data-dropzone', 'true');
  await dropPhoto(page, 'later.jpg');
  await expect(page.getByTestId('result-row')).toHaveCount(2);
});

test('before react-dropzone arrives the zone opens the file dialog from the keyboard, and the chosen files are taken @slow', async ({ page }) => {
  const release = await holdDropzone(page);
  await openRoute(page, '/image/image-compress');
  await page.getByTestId('upload-zone').focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(fileFromDisk(smallPhotos(1)[0]));
  await expect(page.getByTestId('result-row')).toHaveCount(1);
  await release();
  await expect(page.getByTestId('upload-zone')).toHaveAttribute('data-dropzone', 'true');
  await expect(page.getByTestId('upload-zone')).toBeFocused();
});

test('react-dropzone takes over the same elements: a focus, an open dialog and a held element are kept @slow', async ({ page }) => {
  const release = await holdDropzone(page);
  await openRoute(page, '/image/image-compress');
  const zone = page.getByTestId('upload-zone');
  const input = await page.getByTestId('upload-input').elementHandle();
  await zone.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  const dialog = await chooser;
  await release();
  await expect(zone).toHaveAttribute('data-dropzone', 'true');
  await expect(zone).toBeFocused();
  expect(await input!.evaluate((element) => element.isConnected)).toBe(true);
  // The dialog opened before the hand-over is answered to react-dropzone.
  await dialog.setFiles(fileFromDisk(smallPhotos(1)[0]));
  await expect(page.getByTestId('result-row')).toHaveCount(1);
});
