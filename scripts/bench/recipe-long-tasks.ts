import type { Browser, Page } from '@playwright/test';
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ZodMiniType } from 'zod/mini';
import { settingsQuery } from '../../core/settings/settings-link';
import { DEFAULT_OPTIONS as COMPRESS_DEFAULTS, optionsSchema as compressSchema } from '../../plugins/image-compress/options';
import { DEFAULT_OPTIONS as CONVERTER_DEFAULTS, optionsSchema as converterSchema } from '../../plugins/image-converter/options';
import { DEFAULT_RESIZE_OPTIONS, resizeOptionsSchema } from '../../plugins/image-resize/resize-options';
import { BENCH_MEDIA_PATH, dropFiles, stageFiles, watchLongTasks } from './app-session';
import { rendererCpuByThread } from './browser-cpu';
import { settlePage, traceLongestTask } from './long-tasks';

/** Issue 33's target: no main-thread task over this on opening a link or starting a recipe of 100 files. */
const TARGET_MS = 50;
const LOADS = 3;
const FILES = 100;

/** The 3-step recipe of the browser test: 320 px wide → compress (its defaults) → WebP. */
const STEPS: { tool: string; schema: ZodMiniType<unknown>; options: Record<string, unknown> }[] = [
  { tool: 'image-resize', schema: resizeOptionsSchema as ZodMiniType<unknown>, options: { ...DEFAULT_RESIZE_OPTIONS, width: 320, height: null } },
  { tool: 'image-compress', schema: compressSchema as ZodMiniType<unknown>, options: { ...COMPRESS_DEFAULTS, level: 'custom', quality: 70 } },
  { tool: 'image-converter', schema: converterSchema as ZodMiniType<unknown>, options: { ...CONVERTER_DEFAULTS, target: 'webp', quality: 82 } },
];

/** Every image-compress option, each changed from its default where a link can say so. */
const compressLink = `/image/image-compress?${settingsQuery(compressSchema as ZodMiniType<unknown>, { ...COMPRESS_DEFAULTS, format: 'webp', level: 'custom', quality: 64, mode: 'budget', budget: 200, maxWidth: 1600, maxHeight: 1200 })}`;
const recipeLink = `/recipe?name=Web%20photos&${STEPS.map(({ tool, schema, options }, index) => [`${index + 1}=${tool}`, ...settingsQuery(schema, options).split('&').map((part) => `${index + 1}.${part}`)].join('&')).join('&')}`;

/** Copies the 640 px photos under the served bench folder (removed with it at the end); returns their names. */
export function stageSmallPhotos(smallPhotosDir: string, distDir: string): string[] {
  const target = path.join(distDir, BENCH_MEDIA_PATH, 'small');
  mkdirSync(target, { recursive: true });
  const names = readdirSync(smallPhotosDir).filter((name) => name.endsWith('.jpg')).sort();
  for (const name of names) cpSync(path.join(smallPhotosDir, name), path.join(target, name));
  return names;
}

interface Load {
  longestTaskMs: number;
  longestTaskCpuMs: number;
}

/**
 * A fresh profile (nothing cached, no service worker) opens `url` and waits until `ready` shows and
 * the page is idle (the parts a tool page loads once idle included): the longest main-thread task,
 * as the page saw it and by its CPU time in a trace.
 */
async function openFresh(browser: Browser, baseURL: string, url: string, ready: string): Promise<Load> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    const w = window as unknown as { longestTaskMs: number };
    w.longestTaskMs = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longestTaskMs = Math.max(w.longestTaskMs, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const { cpuMs } = await traceLongestTask(browser, page, async () => {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByTestId(ready).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await settlePage(page);
  });
  const longestTaskMs = Math.round(await page.evaluate(() => (window as unknown as { longestTaskMs: number }).longestTaskMs));
  await context.close();
  return { longestTaskMs, longestTaskCpuMs: cpuMs };
}

/** Best and worst of LOADS fresh loads (the machine is shared: the worst CPU figure is the one that counts). */
async function openFreshRepeatedly(browser: Browser, baseURL: string, url: string, ready: string) {
  const loads: Load[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await openFresh(browser, baseURL, url, ready));
  const wall = loads.map((load) => load.longestTaskMs);
  const cpu = loads.map((load) => load.longestTaskCpuMs);
  return { wallBest: Math.min(...wall), wallWorst: Math.max(...wall), cpuBest: Math.min(...cpu), cpuWorst: Math.max(...cpu) };
}

/** Rows ended (done or failed), read from the rows list's counters: the list is virtualised. */
const waitForRecipeEnd = (page: Page, count: number) =>
  page.waitForFunction(
    (total) => {
      const list = document.querySelector('[data-testid="recipe-rows"]');
      return list?.getAttribute('data-rows') === String(total) && list.getAttribute('data-ended') === String(total);
    },
    count,
    { timeout: 1_800_000, polling: 250 },
  );

/**
 * A saved 3-step recipe started on 100 real photos (640 px, staged in the page before the clock
 * starts) and run to its end: the longest main-thread task (wall, and CPU from a trace), the run's
 * seconds, and the main thread's CPU over the whole run.
 */
async function runRecipe(page: Page, photoNames: string[]) {
  const stored = { id: 'bench-recipe', savedAt: new Date().toISOString(), name: 'Web photos', steps: STEPS.map(({ tool, options }) => ({ tool, options })) };
  await page.evaluate((recipes) => localStorage.setItem('localbox:recipes', JSON.stringify(recipes)), [stored]);
  await page.goto('/recipe?id=bench-recipe');
  await page.waitForSelector('[data-testid="upload-zone"][data-dropzone="true"]', { timeout: 120_000 });
  await settlePage(page);
  const files = Array.from({ length: FILES }, (_, i) => {
    const name = photoNames[i % photoNames.length];
    return { url: `${BENCH_MEDIA_PATH}small/${name}`, name: `${i}-${name}` };
  });
  await stageFiles(page, files);
  const longestTask = await watchLongTasks(page);
  const mainBefore = rendererCpuByThread().main ?? 0;
  const started = Date.now();
  const { cpuMs } = await traceLongestTask(page.context().browser()!, page, async () => {
    await dropFiles(page);
    await waitForRecipeEnd(page, FILES);
  });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const ended = await page.evaluate(() => {
    const rows = document.querySelector('[data-testid="recipe-rows"]');
    return { done: Number(rows?.getAttribute('data-done')), failed: Number(rows?.getAttribute('data-failed')) };
  });
  return {
    seconds,
    ...ended,
    longestTaskMs: await longestTask(),
    longestTaskCpuMs: cpuMs,
    mainThreadCpuMs: Math.round((rendererCpuByThread().main ?? 0) - mainBefore),
  };
}

/**
 * Issue 33: the longest main-thread task (a) on opening a settings link of a tool with many options
 * (image-compress, beside the same page without a link) and a recipe link, each from a fresh
 * profile, and (b) while a saved 3-step recipe runs on 100 real photos from its start to its end.
 */
export async function benchRecipeLongTasks(browser: Browser, baseURL: string, newPage: () => Promise<Page>, photoNames: string[]) {
  const toolPlain = await openFreshRepeatedly(browser, baseURL, '/image/image-compress', 'upload-zone');
  const toolLink = await openFreshRepeatedly(browser, baseURL, compressLink, 'settings-link-notice');
  const recipe = await openFreshRepeatedly(browser, baseURL, recipeLink, 'recipe-title');
  const page = await newPage();
  const run = await runRecipe(page, photoNames);
  await page.close();
  const links = [toolLink.cpuWorst, recipe.cpuWorst];
  return {
    settingsLinkUrl: compressLink,
    recipeLinkUrl: recipeLink,
    toolPlainLongestTaskMs: `${toolPlain.wallBest}–${toolPlain.wallWorst}`,
    toolPlainLongestTaskCpuMs: `${toolPlain.cpuBest}–${toolPlain.cpuWorst}`,
    settingsLinkLongestTaskMs: `${toolLink.wallBest}–${toolLink.wallWorst}`,
    settingsLinkLongestTaskCpuMs: `${toolLink.cpuBest}–${toolLink.cpuWorst}`,
    recipeLinkLongestTaskMs: `${recipe.wallBest}–${recipe.wallWorst}`,
    recipeLinkLongestTaskCpuMs: `${recipe.cpuBest}–${recipe.cpuWorst}`,
    linksWorstCpuMs: Math.max(...links),
    recipeFiles: FILES,
    recipeSeconds: run.seconds,
    recipeDone: run.done,
    recipeFailed: run.failed,
    recipeLongestTaskMs: run.longestTaskMs,
    recipeLongestTaskCpuMs: run.longestTaskCpuMs,
    recipeMainThreadCpuMs: run.mainThreadCpuMs,
    targetMs: TARGET_MS,
    withinTargetByCpu: Math.max(...links, run.longestTaskCpuMs) <= TARGET_MS,
  };
}
