import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openAppSession, stageBenchMedia } from './app-session';
import { measureBundles } from '../bundle-size';
import { benchHomeLoad } from './home-load';
import { measurePrecache } from './precache';
import { summaryTable } from './summary';
import { benchImageBudget } from './image-budget';
import { benchImageCompress } from './image-compress';
import { benchImageRemovebg } from './image-removebg';
import { benchImageResize } from './image-resize';
import { benchSsimulacra2 } from './ssimulacra2';
import { benchSvgOptimizer } from './svg-optimizer';
import { benchMedia } from './media';
import { benchTextDiff } from './text-diff';
import { benchThousandImages } from './thousand-images';
import { benchFolderBatch } from './folder-batch';
import { benchDropToRows } from './drop-to-rows';
import { benchRecipeLongTasks, stageSmallPhotos } from './recipe-long-tasks';
import { benchCodeRunner } from './code-runner';
import { benchZipInTab } from './zip-in-tab';
import { benchVideoGigabyte } from './video-gb';

/**
 * npm run bench: builds, serves the production build, and measures each benchmark against a
 * baseline taken in the same run on the same machine. Results: bench-results/latest.json.
 */
const photosDir = execFileSync('bash', ['scripts/fetch-photos.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
const staged = stageBenchMedia(photosDir);
const distDir = process.env.DIST_DIR ?? 'dist';
const port = Number(process.env.PORT ?? 4180);
const session = await openAppSession(port, distDir);
const os = await import('node:os');
const results: Record<string, unknown> = { date: new Date().toISOString(), cores: os.cpus().length, loadAverage: os.loadavg() };
/** Each bench by name; `BENCH_ONLY=imageResize,thousandImages npm run bench` runs a few of them. */
const steps: [string, string, () => Promise<unknown>][] = [
  ['homeLoad', 'home: first load (JavaScript, longest task, LCP) and the precache…', async () => {
    results.bundles = measureBundles(distDir);
    results.precache = measurePrecache(distDir);
    console.table(results.precache);
    return benchHomeLoad(session.browser, `http://localhost:${port}`, distDir);
  }],
  ['imageResize', 'image-resize: 20 photos through the worker pool vs the main thread…', async () =>
    benchImageResize(await session.newPage(), await session.newPage(), staged.names)],
  ['thousandImages', 'image-converter: 1,000 small photos dropped at once at its defaults (seconds vs convertToBlob, bytes out ÷ in, longest main-thread task)…', async () => {
    const media = execFileSync('bash', ['scripts/fetch-media.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
    return benchThousandImages(await session.newPage(), stageSmallPhotos(path.join(media, 'photos-small'), distDir));
  }],
  ['folderBatch', 'image-converter: folders of 1,000 and 10,000 photos saved to a folder (time ratio ≤ 10×, renderer ≤ 1 GB, longest task)…', async () => {
    const media = execFileSync('bash', ['scripts/fetch-media.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
    return benchFolderBatch(() => session.newPage(), path.join(media, 'photos-small'));
  }],
  ['dropToRows', 'image-converter: 1,000 dropped files and a 10,000-entry ZIP become rows (longest main-thread task, target ≤ 50 ms)…', async () =>
    benchDropToRows(session.browser, () => session.newPage())],
  ['recipeLongTasks', 'settings and recipe links opened fresh, a 3-step recipe on 100 photos (longest main-thread task, target ≤ 50 ms)…', async () => {
    const media = execFileSync('bash', ['scripts/fetch-media.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
    const names = stageSmallPhotos(path.join(media, 'photos-small'), distDir);
    return benchRecipeLongTasks(session.browser, `http://localhost:${port}`, () => session.newPage(), names);
  }],
  ['imageCompress', 'image-compress: MozJPEG vs canvas.toBlob at quality 75…', async () => {
    const { perPhoto: _perPhoto, ...summary } = (await benchImageCompress(await session.newPage(), photosDir)) as Record<string, unknown>;
    return summary;
  }],
  ['ssimulacra2', 'SSIMULACRA2: ms per 12 MP pair in a worker thread (target ≤ 1000 ms)…', () => benchSsimulacra2(`${photosDir}/Aqua.jpg`)],
  ['imageBudget', 'image-compress: byte budgets of 100 KB, 300 KB and 1 MB, and Automatic vs the best single format…', async () => {
    const small = execFileSync('bash', ['scripts/fetch-media.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
    const { budget, automatic } = (await benchImageBudget(photosDir, path.join(small, 'photos-small'))) as Record<string, Record<string, unknown>>;
    const { perPhoto: _b, ...budgetSummary } = budget;
    const { perPhoto: _a, ...automaticSummary } = automatic;
    return { budget: budgetSummary, automatic: automaticSummary };
  }],
  ['imageRemovebg', 'image-removebg: cold and warm seconds per 4 MP photo, per model…', () => benchImageRemovebg(() => session.newPage(), process.env.BENCH_REMOVEBG_MODELS?.split(','))],
  ['svgOptimizer', 'svg-optimizer: 300 real icons vs svgo preset-default single pass…', async () => {
    const iconsDir = execFileSync('bash', ['scripts/fetch-media.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
    return benchSvgOptimizer(await session.newPage(), `${iconsDir}/svg`);
  }],
  ['media', 'media: video-compress and audio-converter, WebCodecs vs ffmpeg.wasm (and native ffmpeg)…', async () => benchMedia(await session.newPage())],
  ['textDiff', 'text-diff: longest main-thread task for two 1 MB texts (target ≤ 200 ms)…', async () => benchTextDiff(session.browser, await session.newPage())],
  ['videoGigabyte', 'video-compress: a 1 GB 1080p file compressed in the tab, its memory sampled…', async () => benchVideoGigabyte(await session.newPage())],
  ['zipInTab', 'streaming ZIP: 3 GB of generated entries inside the tab, its memory sampled (target < 1 GB)…', async () => benchZipInTab(await session.newPage())],
  ['codeRunner', 'moment-utils: first result (QuickJS compile + library) and warm runs…', async () => benchCodeRunner(await session.newPage())],
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
try {
  for (const [name, title, run] of steps) {
    if (only && !only.includes(name)) continue;
    console.log(title);
    results[name] = await run();
    if (name === 'media') console.dir(results[name], { depth: 3 });
    else console.table(results[name]);
  }
} finally {
  await session.close();
  staged.cleanup();
}
results.loadAverageAfter = os.loadavg();
const table = summaryTable(results);
console.table(table);
results.summary = table;
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench-results/latest.json');
