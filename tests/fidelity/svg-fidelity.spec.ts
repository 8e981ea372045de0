import { test as base, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { checkCase, openFidelityPage, startDevServer } from '../../scripts/bench/svg-fidelity-case';
import { FORMATS, readPassList, share, shards, writeShardResults, type CaseResults } from './pass-lists';

/**
 * The SVG fidelity guard (full suite only): each case of resvg's suite converted by svg-to-pdf and
 * svg-to-eps and compared with Chromium's render as the bench does (scripts/bench/svg-fidelity.ts);
 * a case on a writer's committed pass list that no longer matches fails its category, named.
 * `npm run fidelity:update` rewrites the lists from a run (FIDELITY_UPDATE=1: nothing fails).
 */

const updating = process.env.FIDELITY_UPDATE === '1';

// The tools' modules come from a Vite dev server, one per worker, beside the preview server.
const test = base.extend<object, { devServer: string }>({
  devServer: [
    // Playwright reads which fixtures a fixture needs from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startDevServer(Number(process.env.PORT ?? 4173) + 1000 + workerInfo.parallelIndex);
      await use(server.baseURL);
      server.stop();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });


for (const { name, cases } of shards()) {
  test(`${name}: every case on the pass lists still matches Chromium's render @slow`, async ({ page, devServer }, testInfo) => {
    // Measured on 2 cores: about 1 s a case alone, up to 8 s beside other work.
    test.setTimeout(cases.length * 15_000);
    const workDir = testInfo.outputPath('work');
    mkdirSync(workDir, { recursive: true });
    await openFidelityPage(page, devServer);
    const results: CaseResults = {};
    for (const suiteCase of cases) results[suiteCase.id] = (await checkCase(page, suiteCase, workDir, FORMATS)).result;
    writeShardResults(name, results);
    const summary = `${name}: ${FORMATS.map((format) => share(format, Object.values(results))).join(', ')}`;
    testInfo.annotations.push({ type: 'fidelity', description: summary });
    console.log(summary);
    if (updating) return;
    const passLists = Object.fromEntries(FORMATS.map((format) => [format, readPassList(format)]));
    const regressed = FORMATS.flatMap((format) => cases.filter(({ id }) => passLists[format].has(id) && !results[id][format]).map(({ id }) => `svg-to-${format}: ${id}${results[id][`${format}Error`] ? ` (${results[id][`${format}Error`]})` : ''}`));
    expect(regressed, 'cases on the pass list that no longer match Chromium\'s render').toEqual([]);
  });
}
