import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { openAppSession, stageBenchMedia } from './app-session';
import { benchImageCompress } from './image-compress';
import { benchImageRemovebg } from './image-removebg';
import { benchImageResize } from './image-resize';
import { benchSvgOptimizer } from './svg-optimizer';
import { benchMedia } from './media';
import { benchTextDiff } from './text-diff';

/**
 * npm run bench: builds, serves the production build, and measures each benchmark against a
 * baseline taken in the same run on the same machine. Results: bench-results/latest.json.
 */
const photosDir = execFileSync('bash', ['scripts/fetch-photos.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
const staged = stageBenchMedia(photosDir);
const session = await openAppSession();
const results: Record<string, unknown> = { date: new Date().toISOString(), cores: (await import('node:os')).cpus().length };
try {
  console.log('image-resize: 20 photos through the worker pool vs the main thread…');
  results.imageResize = await benchImageResize(await session.newPage(), await session.newPage(), staged.names);
  console.table(results.imageResize);
  console.log('image-compress: MozJPEG vs canvas.toBlob at quality 75…');
  const compress = await benchImageCompress(await session.newPage(), photosDir);
  results.imageCompress = compress;
  const { perPhoto: _perPhoto, ...summary } = compress as Record<string, unknown>;
  console.table(summary);
  console.log('image-removebg: cold and warm seconds per 4 MP photo, per model…');
  results.imageRemovebg = await benchImageRemovebg(() => session.newPage());
  console.table(results.imageRemovebg);
  console.log('svg-optimizer: 300 real icons vs svgo preset-default single pass…');
  const iconsDir = execFileSync('bash', ['scripts/fetch-media.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
  results.svgOptimizer = await benchSvgOptimizer(await session.newPage(), `${iconsDir}/svg`);
  console.table(results.svgOptimizer);
  console.log('media: video-compress and audio-converter, WebCodecs vs ffmpeg.wasm (and native ffmpeg)…');
  results.media = await benchMedia(await session.newPage());
  console.dir(results.media, { depth: 3 });
  console.log('text-diff: longest main-thread task for two 1 MB texts (target ≤ 200 ms)…');
  results.textDiff = await benchTextDiff(session.browser, await session.newPage());
  console.table(results.textDiff);
} finally {
  await session.close();
  staged.cleanup();
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench-results/latest.json');
