import type { Download, Page } from '@playwright/test';
import JSZip from 'jszip';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { optimize } from 'svgo';
import { differingRatioInPage } from '../../tests/e2e/svg-hostile';
import { BENCH_MEDIA_PATH, dropFiles, waitForBatchEnd } from './app-session';

const ICON_COUNT = 300;

/**
 * svg-optimizer: 300 real Adwaita icons through the real UI (svgo in the pool, each result's render
 * checked on the main thread), against svgo's preset-default single pass run here in Node on the
 * same icons. Reports total bytes of both, the ratio, how many results render differently (in the
 * page, > 0.5 % differing pixels at 512 px) and icons per second.
 */
export async function benchSvgOptimizer(page: Page, iconsDir: string, distDir = process.env.DIST_DIR ?? 'dist') {
  const names = readdirSync(iconsDir).filter((name) => name.endsWith('.svg')).sort().slice(0, ICON_COUNT);
  const staged = path.join(distDir, BENCH_MEDIA_PATH, 'svg');
  mkdirSync(staged, { recursive: true });
  for (const name of names) cpSync(path.join(iconsDir, name), path.join(staged, name));
  try {
    const texts = names.map((name) => readFileSync(path.join(iconsDir, name), 'utf8'));
    const originalBytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const baselineStart = performance.now();
    const baseline = texts.map((text) => optimize(text, { plugins: ['preset-default'] }).data);
    const baselineSeconds = (performance.now() - baselineStart) / 1000;
    const baselineBytes = baseline.reduce((sum, text) => sum + Buffer.byteLength(text), 0);

    // tsx keeps function names with a __name helper that page.evaluate's copies would miss.
    await page.addInitScript('window.__name = (fn) => fn');
    await page.goto('/svg/svg-optimizer');
    await page.getByTestId('upload-zone').waitFor();
    const start = Date.now();
    await dropFiles(page, names.map((name) => ({ url: `${BENCH_MEDIA_PATH}svg/${name}`, name })));
    const { failed } = await waitForBatchEnd(page, names.length);
    const seconds = (Date.now() - start) / 1000;
    const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-zip').click()]);
    const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
    let oursBytes = 0;
    let oursDiffering = 0;
    let baselineDiffering = 0;
    for (const [index, name] of names.entries()) {
      const ours = await zip.file(name.replace(/\.svg$/, '-optimized.svg'))!.async('string');
      oursBytes += Buffer.byteLength(ours);
      if ((await differingRatioInPage(page, texts[index], ours)) > 0.005) oursDiffering++;
      if ((await differingRatioInPage(page, texts[index], baseline[index])) > 0.005) baselineDiffering++;
    }
    const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
    return {
      icons: names.length,
      originalBytes,
      baselineBytes,
      oursBytes,
      oursVsBaseline: round(oursBytes / baselineBytes),
      oursRenderDifferent: oursDiffering,
      baselineRenderDifferent: baselineDiffering,
      rowsFailed: failed,
      oursIconsPerSecond: round(names.length / seconds, 1),
      baselineIconsPerSecondNode: round(names.length / baselineSeconds, 1),
    };
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
}
