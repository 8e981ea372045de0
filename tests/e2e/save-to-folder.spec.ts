import { copyFileSync, mkdtempSync, mkdirSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readImageHeader, sniffFormat } from '../../kits/image/header';
import { expect, openRoute, test } from './fixtures';
import { DEFAULT_OPTIONS } from '../../plugins/image-converter/options';
import { presetOptions, waitForRows } from './image-helpers';

const ROUTE = '/image/image-converter';
const PHOTOS = path.resolve('.fixtures/photos');

/**
 * Chromium asks the visitor for a folder; a test cannot click the system dialog, so the picker hands
 * over a real directory of the browser's own file system (the origin-private one), which the page
 * writes through the same File System Access API.
 */
async function pickerGivesFolder(page: Page, name: string) {
  await page.addInitScript((folder) => {
    (window as unknown as { showDirectoryPicker(): Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
  }, name);
}

/** Every file in the picked folder once its index is written (the last write of a batch), by relative path. */
async function folderFiles(page: Page, name: string): Promise<Map<string, Buffer>> {
  let files = new Map<string, Buffer>();
  await expect.poll(async () => {
    files = await readFolder(page, name);
    return files.has('.localbox-saved.json') && ![...files.keys()].some((file) => file.endsWith('.crswap'));
  }).toBe(true);
  return files;
}

async function readFolder(page: Page, name: string): Promise<Map<string, Buffer>> {
  const entries = await page.evaluate(async (folder) => {
    const out: [string, number[]][] = [];
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [entryName, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${entryName}/`);
        else {
          // A file being written has a swap file beside it until it is closed: read what is settled.
          const file = await (handle as FileSystemFileHandle).getFile().catch(() => undefined);
          if (file) out.push([prefix + entryName, [...new Uint8Array(await file.arrayBuffer())]]);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), '');
    return out;
  }, name);
  return new Map(entries.map(([file, bytes]) => [file, Buffer.from(bytes)]));
}

const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

test.describe('Save to a folder', () => {
  test('results are written into the chosen folder as rows finish, never overwrite each other, and a re-run skips what is there @slow', async ({ page }) => {
    // Two different photos both called photo.jpg (from two folders), two more, and a file that is no image.
    const dir = mkdtempSync(path.join(tmpdir(), 'localbox-folder-'));
    mkdirSync(path.join(dir, 'a'));
    mkdirSync(path.join(dir, 'b'));
    copyFileSync(path.join(PHOTOS, 'Aqua.jpg'), path.join(dir, 'a', 'photo.jpg'));
    copyFileSync(path.join(PHOTOS, 'Garden.jpg'), path.join(dir, 'b', 'photo.jpg'));
    const broken = path.join(dir, 'broken.jpg');
    copyFileSync(path.join(PHOTOS, 'FreshFlower.jpg'), broken);
    truncateSync(broken, 0);
    const inputs = [path.join(dir, 'a', 'photo.jpg'), path.join(dir, 'b', 'photo.jpg'), path.join(PHOTOS, 'GreenMeadow.jpg'), broken];

    await pickerGivesFolder(page, 'picked');
    await presetOptions(page, 'image-converter', { ...DEFAULT_OPTIONS, target: 'jpeg' });
    await openRoute(page, ROUTE);
    await page.getByRole('button', { name: 'Save to a folder…' }).click();
    await expect(page.getByTestId('save-folder-name')).toHaveText('Saving each result into “picked”');
    await page.getByTestId('upload-input').setInputFiles(inputs);
    await waitForRows(page, 4);
    await expect(page.getByTestId('row-folder')).toHaveCount(3);
    await expect(page.getByTestId('row-folder').first()).toHaveText('Saved in the folder');
    await expect(row(page, 'broken.jpg').getByTestId('row-error')).toBeVisible();

    const saved = await folderFiles(page, 'picked');
    const images = [...saved.keys()].filter((name) => name !== '.localbox-saved.json').sort();
    expect(images).toEqual(['GreenMeadow.jpg', 'photo (2).jpg', 'photo.jpg']);
    for (const name of images) {
      const bytes = new Uint8Array(saved.get(name)!);
      expect(sniffFormat(bytes)).toBe('jpeg');
      expect(readImageHeader(bytes)?.width).toBeGreaterThan(100);
    }
    // The two photo.jpg inputs made two different files.
    expect(saved.get('photo.jpg')!.equals(saved.get('photo (2).jpg')!)).toBe(false);
    // A row saved to the folder still downloads, from the folder's copy.
    const [download] = await Promise.all([page.waitForEvent('download'), row(page, 'GreenMeadow.jpg').getByRole('button', { name: /Download/ }).click()]);
    expect(download.suggestedFilename()).toBe('GreenMeadow.jpg');

    // A new visit, the same folder and files: what is there is skipped, nothing is written twice.
    await page.reload();
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save to a folder…' }).click();
    await expect(page.getByTestId('save-folder-name')).toBeVisible();
    await page.getByTestId('upload-input').setInputFiles(inputs);
    await waitForRows(page, 4);
    await expect(page.getByTestId('row-folder').filter({ hasText: 'Already in the folder from an earlier run: skipped' })).toHaveCount(3);
    const after = await folderFiles(page, 'picked');
    expect([...after.keys()].sort()).toEqual([...saved.keys()].sort());
  });

  test('where the browser cannot write to a folder, the option says why and the ZIP stays @slow', async ({ page }) => {
    await page.addInitScript(() => delete (window as unknown as { showDirectoryPicker?: unknown }).showDirectoryPicker);
    await openRoute(page, ROUTE);
    await expect(page.getByTestId('save-folder-unsupported')).toHaveText(/File System Access API.*ZIP/);
    await expect(page.getByRole('button', { name: 'Save to a folder…' })).toHaveCount(0);
  });
});
