/**
 * SVG fidelity bench: how often svg-to-pdf's PDF (rendered by poppler) and
 * svg-to-eps's EPS (rendered by Ghostscript) look like Chromium's own render of the SVG, on resvg's
 * test suite, beside rsvg-convert's PDF and EPS rendered the same way. A case matches when at most
 * 3% of its 4×4-pixel blocks differ by more than 40 levels.
 *
 *   npx tsx scripts/bench/svg-fidelity.ts [--label after] [--before before] [--only masking/mask,shapes] [--formats pdf]
 *   npx tsx scripts/bench/svg-fidelity.ts --merge part1,part2 --label after [--before before]
 *
 * Cases: resvg's suite as committed in tests/fidelity/resvg (see its README). Needs pdftoppm, gs and
 * rsvg-convert. Results go to .fixtures/svg-fidelity/<label>.json; rsvg-convert's results are cached.
 * The full test suite guards the same comparison against a pass list (tests/fidelity).
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '../../tests/browser-launch';
import { matches } from './svg-fidelity-compare';
import { checkCase, openFidelityPage, startDevServer, type Format } from './svg-fidelity-case';
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
/** --formats pdf or eps: convert with one tool only (the other's column reads 0%). */
const formats = (argument('formats')?.split(',') ?? ['pdf', 'eps']) as Format[];
const port = Number(process.env.PORT ?? 4184);

async function safely<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

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
  mkdirSync(WORK_DIR, { recursive: true });
  const rsvgCacheFile = path.join(OUT_DIR, 'rsvg.json');
  const rsvgCache: Record<string, { pdf: boolean; eps: boolean }> = existsSync(rsvgCacheFile) ? JSON.parse(readFileSync(rsvgCacheFile, 'utf8')) : {};
  const cases = suiteCases().filter((c) => !only || only.some((prefix) => c.id.startsWith(prefix)));
  const server = await startDevServer(port);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results: CaseResult[] = [];
  try {
    const page = await browser.newPage();
    await openFidelityPage(page, server.baseURL);
    for (const [index, suiteCase] of cases.entries()) {
      const { result: ours, reference, stem } = await checkCase(page, suiteCase, WORK_DIR, formats);
      const result: CaseResult = { id: suiteCase.id, category: suiteCase.category, ...ours, rsvgPdf: false, rsvgEps: false };
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
    server.stop();
  }
  writeFileSync(path.join(OUT_DIR, `${label}.json`), JSON.stringify(results, null, 1));
  printTable(results);
}

const parts = argument('merge');
if (parts) merge(parts.split(','));
else await main();
