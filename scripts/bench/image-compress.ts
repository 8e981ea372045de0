/**
 * Bench: our MozJPEG (image-compress, q75, through the real UI and worker pool) against the
 * browser's canvas.toBlob('image/jpeg', 0.75), on the same real photos in the same run.
 * Reports bytes and SSIM of both (SSIM computed the same way, in Node, against the original),
 * batch throughput in MP/s (and with the pool at one worker, for its speed-up), and the longest
 * main-thread task during the batch.
 *
 * Called by the bench runner with a Page on the built app's origin and the photos staged there
 * (stageBenchMedia), or standalone: npx vite build && npx tsx scripts/bench/image-compress.ts
 * (DIST_DIR, PORT, PHOTOS_DIR optional)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import type { Pixels } from '../../kits/image/pixels';
import { searchQuality, type QualitySearchResult } from '../../kits/image/quality-search';
import { ssim } from '../../kits/image/ssim';
import { encodeImage } from '../../kits/image/encode';
import { DEFAULT_OPTIONS } from '../../plugins/image-compress/options';
import { decodeAny, downloadZip } from '../../tests/e2e/image-helpers';
import { BENCH_MEDIA_PATH, dropAndTimeBatch, openAppSession, stageBenchMedia, stageFiles, watchLongTasks } from './app-session';
import { browserCpuByProcess, cpuSince, rendererCpuByThread } from './browser-cpu';
import { settlePage } from './long-tasks';

const QUALITY = 75;

/** Drops the photos on image-compress (MozJPEG at QUALITY) and times drop → every row ended. */
async function timeBatch(page: Page, photos: string[]) {
  const options = { ...DEFAULT_OPTIONS, format: 'jpeg', mode: 'fixed', quality: QUALITY };
  if (!page.url().startsWith('http')) await page.goto('/'); // localStorage needs the app's origin
  await page.evaluate((value) => localStorage.setItem('localbox-options:image-compress', value), JSON.stringify(options));
  await page.goto('/image/image-compress');
  await page.getByTestId('upload-zone').waitFor();
  await settlePage(page);
  await stageFiles(page, photos.map((name) => ({ url: `${BENCH_MEDIA_PATH}${name}`, name })));
  const longestTask = await watchLongTasks(page);
  const [cpuStart, workersStart] = [browserCpuByProcess(), rendererCpuByThread().DedicatedWorker ?? 0];
  const seconds = (await dropAndTimeBatch(page, photos.length)) / 1000;
  const cpuByProcess = cpuSince(cpuStart);
  const cpuMs = Object.values(cpuByProcess).reduce((sum, ms) => sum + ms, 0);
  // What is not the workers' own threads: the page, the decoders, the compositor, the browser and GPU processes.
  const outsideWorkersCpuMs = cpuMs - ((rendererCpuByThread().DedicatedWorker ?? 0) - workersStart);
  return { seconds, longestTaskMs: await longestTask(), cpuMs, cpuByProcess, outsideWorkersCpuMs };
}

interface PhotoResult {
  name: string;
  inputBytes: number;
  ourBytes: number;
  canvasBytes: number;
  ourSsim: number;
  canvasSsim: number;
  /** null: no re-encode was as similar and smaller, so the tool keeps the original (SSIM 1). */
  matchedQuality: number | null;
  matchedBytes: number;
  matchedSsim: number;
  halfSize: { canvasBytes: number; canvasSsim: number; ourBytes: number; ourSsim: number; ourQuality: number };
}

export async function benchImageCompress(page: Page, photosDir: string): Promise<Record<string, unknown>> {
  const photos = readdirSync(photosDir).filter((name) => /\.jpe?g$/i.test(name)).sort();
  if (photos.length < 10) throw new Error(`need at least 10 photos in ${photosDir}, found ${photos.length}`);
  const files = photos.map((name) => ({ name, buffer: readFileSync(path.join(photosDir, name)) }));

  const batch = await timeBatch(page, photos);
  const { seconds, longestTaskMs, cpuMs, cpuByProcess } = batch;
  const ours = await downloadZip(page);
  // The same batch with the pool at one worker (the page is told it has one core), for the pool's speed-up.
  const onePage = await page.context().browser()!.newPage({ baseURL: new URL(page.url()).origin });
  // A string, not a function: tsx compiles `get: () => 1` into a call of its `__name` helper, which
  // the page lacks, so the override threw and this "one worker" batch ran on two.
  await onePage.addInitScript("Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get() { return 1; } })");
  const oneWorker = await timeBatch(onePage, photos);
  await onePage.close();
  const megapixelsOf = async () => {
    let total = 0;
    for (const file of files) {
      const { width, height } = await decodeAny(file.buffer);
      total += (width * height) / 1e6;
    }
    return total;
  };
  const speed = async (megapixels: number) => ({
    batchSeconds: round(seconds),
    megapixelsPerSecond: round(megapixels / seconds),
    oneWorkerMegapixelsPerSecond: round(megapixels / oneWorker.seconds),
    speedVsOneWorker: round(oneWorker.seconds / seconds),
    // The browser's CPU time for each batch (all its processes), which the machine's load hardly moves.
    cpuMs,
    oneWorkerCpuMs: oneWorker.cpuMs,
    // The part of it outside the workers' threads, which a second worker cannot take over: the less of
    // it per photo, the nearer two workers come to twice the throughput of one.
    outsideWorkersCpuMs: batch.outsideWorkersCpuMs,
    oneWorkerOutsideWorkersCpuMs: oneWorker.outsideWorkersCpuMs,
    // CPU seconds per second of wall: the cores the browser got. Equal for both on a machine whose
    // other work leaves it less than two cores, and then two workers cannot be faster than one.
    coresUsed: round(cpuMs / 1000 / seconds),
    oneWorkerCoresUsed: round(oneWorker.cpuMs / 1000 / oneWorker.seconds),
    longestMainThreadTaskMs: longestTaskMs,
  });
  // BENCH_COMPRESS_SPEED_ONLY=1: the throughput figures alone, without the minutes of SSIM matching in Node.
  if (process.env.BENCH_COMPRESS_SPEED_ONLY) {
    return { photos: files.length, ...(await speed(await megapixelsOf())), cpuByProcess: JSON.stringify(cpuByProcess), oneWorkerCpuByProcess: JSON.stringify(oneWorker.cpuByProcess) };
  }

  const perPhoto: PhotoResult[] = [];
  let megapixels = 0;
  for (const file of files) {
    const canvasJpeg = (await canvasEncode(page, file.buffer)).jpeg;
    const ourJpeg = ours.get(file.name.replace(/\.\w+$/, '-compressed.jpg')) ?? ours.get(file.name)!;
    const original = await decodeAny(file.buffer);
    megapixels += (original.width * original.height) / 1e6;
    const [mine, theirs] = await Promise.all([decodeAny(ourJpeg), decodeAny(canvasJpeg)]);
    const canvasSsim = ssim(original, theirs);
    const matched = orKeepOriginal(await matchSimilarity(original, canvasSsim), file.buffer);
    const halfSize = await compareOnCleanSource(page, file.buffer);
    perPhoto.push({
      name: file.name,
      inputBytes: file.buffer.length,
      ourBytes: ourJpeg.length,
      canvasBytes: canvasJpeg.length,
      ourSsim: round(ssim(original, mine)),
      canvasSsim: round(canvasSsim),
      matchedQuality: matched.quality,
      matchedBytes: matched.bytes.byteLength,
      matchedSsim: round(matched.similarity),
      halfSize,
    });
  }
  const sum = (key: 'ourBytes' | 'canvasBytes' | 'matchedBytes') => perPhoto.reduce((total, p) => total + p[key], 0);
  const mean = (key: 'ourSsim' | 'canvasSsim' | 'matchedSsim') => round(perPhoto.reduce((total, p) => total + p[key], 0) / perPhoto.length);
  const matchedRatio = round(sum('matchedBytes') / sum('canvasBytes'));
  const halfRatio = round(perPhoto.reduce((t, p) => t + p.halfSize.ourBytes, 0) / perPhoto.reduce((t, p) => t + p.halfSize.canvasBytes, 0));
  return {
    photos: perPhoto.length,
    quality: QUALITY,
    sameNumber: { bytesRatioVsCanvas: round(sum('ourBytes') / sum('canvasBytes')), meanSsimOurs: mean('ourSsim'), meanSsimCanvas: mean('canvasSsim') },
    // Our MozJPEG at the lowest quality whose SSIM reaches the canvas result's, photo by photo.
    sameSsim: { bytesRatioVsCanvas: matchedRatio, meanSsimOurs: mean('matchedSsim'), meanSsimCanvas: mean('canvasSsim') },
    // The same, on half-size copies drawn by the browser (no JPEG grid left to align with).
    halfSizeSameSsim: { bytesRatioVsCanvas: halfRatio },
    targetMet: matchedRatio <= 0.8 && perPhoto.every((p) => p.matchedSsim >= p.canvasSsim),
    targetMetHalfSize: halfRatio <= 0.8 && perPhoto.every((p) => p.halfSize.ourSsim >= p.halfSize.canvasSsim),
    ...(await speed(megapixels)),
    perPhoto,
  };
}

/**
 * The browser's own JPEG encoder, in the page: decode, draw (at `scale`), toBlob at the same quality.
 * Also returns the drawn pixels as a lossless PNG, the clean source for the half-size comparison.
 */
async function canvasEncode(page: Page, jpeg: Buffer, scale = 1): Promise<{ jpeg: Uint8Array; png: Uint8Array }> {
  const [jpegBytes, pngBytes] = await page.evaluate(
    async ({ data, quality, scale }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/jpeg' }));
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [Math.round(bitmap.width * scale), Math.round(bitmap.height * scale)];
      const context = canvas.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      // No named helper functions in here: tsx would wrap them in a __name() the page does not have.
      const out: number[][] = [];
      for (const type of scale === 1 ? ['image/jpeg'] : ['image/jpeg', 'image/png']) {
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, quality));
        out.push([...new Uint8Array(await blob.arrayBuffer())]);
      }
      return [out[0], out[1] ?? []];
    },
    { data: [...jpeg], quality: QUALITY / 100, scale },
  );
  return { jpeg: new Uint8Array(jpegBytes), png: new Uint8Array(pngBytes) };
}

/**
 * Re-encoding a JPEG favours an encoder on the source's own quantisation grid; a half-size copy
 * (as after "max width") has no grid, so it compares the encoders themselves.
 */
async function compareOnCleanSource(page: Page, jpeg: Buffer) {
  const half = await canvasEncode(page, jpeg, 0.5);
  const clean = await decodeAny(half.png);
  const canvasSsim = ssim(clean, await decodeAny(half.jpeg));
  const matched = await matchSimilarity(clean, canvasSsim);
  return { canvasBytes: half.jpeg.length, canvasSsim: round(canvasSsim), ourBytes: matched.bytes.byteLength, ourSsim: round(matched.similarity), ourQuality: matched.quality };
}

/**
 * image-compress keeps the input when its result is not smaller; the input is as similar as can be
 * (SSIM 1), so it is a candidate too. It matters for a photo that already is a quality-75 JPEG:
 * the canvas re-encode of it is nearly lossless, and only the original itself is as faithful.
 */
function orKeepOriginal(matched: QualitySearchResult, input: Uint8Array): { quality: number | null; bytes: { byteLength: number }; similarity: number } {
  if (matched.reachedTarget && matched.bytes.byteLength < input.length) return matched;
  return { quality: null, bytes: input, similarity: 1 };
}

/** Node-side, same MozJPEG wasm and settings as the worker: the smallest file at least as similar as `target`. */
function matchSimilarity(original: Pixels, target: number) {
  return searchQuality({
    target,
    min: 30,
    max: 100,
    maxEncodes: 7,
    encode: (quality) => encodeImage(original, { format: 'jpeg', quality }),
    similarity: async (bytes) => ssim(original, await decodeAny(new Uint8Array(bytes))),
  });
}

const round = (n: number) => Math.round(n * 1000) / 1000;

async function standalone() {
  const photosDir = process.env.PHOTOS_DIR ?? execFileSync('bash', ['scripts/fetch-photos.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const staged = stageBenchMedia(photosDir);
  const session = await openAppSession();
  try {
    console.log(JSON.stringify(await benchImageCompress(await session.newPage(), photosDir), null, 2));
  } finally {
    await session.close();
    staged.cleanup();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  standalone().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
