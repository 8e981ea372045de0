/**
 * SVG fidelity bench (not part of CI): how often svg-to-pdf's PDF (rendered by poppler) and
 * svg-to-eps's EPS (rendered by Ghostscript) look like Chromium's own render of the SVG, on resvg's
 * test suite, beside rsvg-convert's PDF and EPS rendered the same way. A case matches when at most
 * 3% of its 4×4-pixel blocks differ by more than 40 levels.
 *
 *   npx tsx scripts/bench/svg-fidelity.ts [--label after] [--before before] [--only masking/mask,shapes]
 *   (--formats eps: converts with svg-to-eps only, to measure one tool quickly)
 *   npx tsx scripts/bench/svg-fidelity.ts --merge part1,part2 --label after [--before before]
 *
 * Needs .fixtures/resvg/tests (see docs/benchmarks.md), pdftoppm, gs and rsvg-convert. Results go
 * to .fixtures/svg-fidelity/<label>.json; Chromium's renders and rsvg-convert's results are cached.
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '../../tests/browser-launch';
import { matches, type Rgb } from './svg-fidelity-compare';
import { convertInPage } from './svg-fidelity-page';
import { renderEps, renderPdf, rsvgConvert } from './svg-fidelity-render';
import { fidelityTable, type CaseResult } from './svg-fidelity-table';
import { suiteCases } from './svg-fidelity-cases';

const OUT_DIR = '.fixtures/svg-fidelity';
const WORK_DIR = path.join(OUT_DIR, 'work');
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const label = argument('label') ?? 'current';
const only = argument('only')?.split(',');
const formats = argument('formats')?.split(',');
const port = Number(process.env.PORT ?? 4184);

function toPpm(image: Rgb): Buffer {
  return Buffer.concat([Buffer.from(`P6\n${image.width} ${image.height}\n255\n`), Buffer.from(image.data)]);
}

async function safely<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

const hasImage = (bytes: Buffer, kind: 'pdf' | 'eps') => (kind === 'pdf' ? /\/Subtype\s*\/Image/.test(bytes.toString('latin1')) : /\bimage\b|colorimage/.test(bytes.toString('latin1')));

function printTable(results: CaseResult[]) {
  const beforeFile = argument('before') && path.join(OUT_DIR, `${argument('before')}.json`);
  const before = beforeFile && existsSync(beforeFile) ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as CaseResult[]) : undefined;
  console.log(fidelityTable(results, before));
}

/** Joins the results of runs over parts of the suite (--only) into one. */
function merge(parts: string[]) {
  const results = parts.flatMap((part) => JSON.parse(readFileSync(path.join(OUT_DIR, `${part}.json`), 'utf8')) as CaseResult[]);
  writeFileSync(path.join(OUT_DIR, `${label}.json`), JSON.stringify(results, null, 1));
  printTable(results);
}

async function main() {
  if (!existsSync('.fixtures/resvg/tests')) throw new Error('Missing .fixtures/resvg/tests: see docs/benchmarks.md (SVG fidelity)');
  mkdirSync(WORK_DIR, { recursive: true });
  const rsvgCacheFile = path.join(OUT_DIR, 'rsvg.json');
  const rsvgCache: Record<string, { pdf: boolean; eps: boolean }> = existsSync(rsvgCacheFile) ? JSON.parse(readFileSync(rsvgCacheFile, 'utf8')) : {};
  const cases = suiteCases().filter((c) => !only || only.some((prefix) => c.id.startsWith(prefix)));
  const server = spawn('node_modules/.bin/vite', ['--port', String(port), '--strictPort'], { stdio: 'ignore' });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results: CaseResult[] = [];
  try {
    const baseURL = `http://localhost:${port}`;
    for (let attempt = 0; !(await safely(() => fetch(baseURL)))?.ok; attempt++) {
      if (attempt > 120) throw new Error('The dev server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const page = await browser.newPage({ baseURL });
    // tsx names the functions inside page.evaluate with a helper the page lacks.
    await page.addInitScript('window.__name = (f) => f');
    // An empty document on the dev server's origin: the tools' modules are imported into it, not the whole app.
    await page.route('**/__svg-fidelity__', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>SVG fidelity</title>' }));
    await page.goto('/__svg-fidelity__');
    page.setDefaultTimeout(300_000);
    for (const [index, suiteCase] of cases.entries()) {
      const stem = path.join(WORK_DIR, suiteCase.id.replace(/[/\\]/g, '__').replace(/\.svg$/, ''));
      const converted = await convertInPage(page, readFileSync(suiteCase.file, 'utf8'), path.basename(suiteCase.file), formats);
      const reference: Rgb = { width: converted.width, height: converted.height, data: new Uint8Array(Buffer.from(converted.reference, 'base64')) };
      writeFileSync(`${stem}.chromium.ppm`, toPpm(reference));
      const result: CaseResult = { id: suiteCase.id, category: suiteCase.category, pdf: false, eps: false, rsvgPdf: false, rsvgEps: false };
      if (converted.pdf) {
        const bytes = Buffer.from(converted.pdf, 'base64');
        writeFileSync(`${stem}.ours.pdf`, bytes);
        result.pdfImage = hasImage(bytes, 'pdf');
        result.pdf = matches(reference, await safely(() => renderPdf(`${stem}.ours.pdf`, reference.width, reference.height)));
      } else result.pdfError = converted.pdfError;
      if (converted.eps) {
        const bytes = Buffer.from(converted.eps, 'base64');
        writeFileSync(`${stem}.ours.eps`, bytes);
        result.epsImage = hasImage(bytes, 'eps');
        result.eps = matches(reference, await safely(() => renderEps(`${stem}.ours.eps`, reference.width, reference.height)));
      } else result.epsError = converted.epsError;
      const cached = rsvgCache[suiteCase.id];
      if (cached) Object.assign(result, { rsvgPdf: cached.pdf, rsvgEps: cached.eps });
      else {
        const svgFile = path.resolve(suiteCase.file);
        result.rsvgPdf = (await rsvgConvert(svgFile, 'pdf', `${stem}.rsvg.pdf`)) && matches(reference, await safely(() => renderPdf(`${stem}.rsvg.pdf`, reference.width, reference.height)));
        result.rsvgEps = (await rsvgConvert(svgFile, 'eps', `${stem}.rsvg.eps`)) && matches(reference, await safely(() => renderEps(`${stem}.rsvg.eps`, reference.width, reference.height)));
        rsvgCache[suiteCase.id] = { pdf: result.rsvgPdf, eps: result.rsvgEps };
      }
      results.push(result);
      if (index % 50 === 49) {
        console.error(`${index + 1}/${cases.length}`);
        writeFileSync(rsvgCacheFile, JSON.stringify(rsvgCache));
      }
    }
  } finally {
    writeFileSync(rsvgCacheFile, JSON.stringify(rsvgCache));
    await browser.close();
    server.kill();
  }
  writeFileSync(path.join(OUT_DIR, `${label}.json`), JSON.stringify(results, null, 1));
  printTable(results);
}

const parts = argument('merge');
if (parts) merge(parts.split(','));
else await main();
