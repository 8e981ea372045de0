/**
 * Bench: image-compress's byte budget and "Automatic" format, on the kit itself in Node (the same
 * wasm encoders as the worker; WebP through libwebp, which the browser's encoder matches).
 * - Budget: each photo of the set at 100 KB, 300 KB and 1 MB as JPEG, shrinking allowed: how often
 *   the budget is met (target ≥ 99 %), and the search's cost in encodes and in time against one
 *   encode of the same photo at quality 75 (target ≤ 3×), and against one encode of the file it chose
 *   (its quality and size: what the search adds to making that file; MozJPEG at 95 takes about twice
 *   as long as at 75). Encode times are the median of three. Whole encodes and band-sample encodes
 *   (about an eighth of one each) are counted apart.
 * - Automatic: bytes of the smallest of AVIF / WebP / JPEG that reaches the "looks the same" target
 *   against the best single format's own search, photo by photo (target: never more than 1 % larger).
 *   On the 640 px copies: AVIF in wasm takes 20–40 s per full-size photo on a busy 2-core machine.
 *
 * Standalone: npx tsx scripts/bench/image-budget.ts (PHOTOS_DIR, SMALL_PHOTOS_DIR optional)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { encodeSmallest } from '../../kits/image/auto-format';
import { encodeWithinBudget } from '../../kits/image/budget-encode';
import { downscale } from '../../kits/image/downscale';
import { encodeImage, type LossyFormat } from '../../kits/image/encode';
import type { Pixels } from '../../kits/image/pixels';
import { searchQuality } from '../../kits/image/quality-search';
import { ssimulacra2 } from '../../kits/image/ssimulacra2/ssimulacra2';
import { decodeAny, nodeCodecs } from '../../kits/image/testing/node-decode';
import { DEFAULT_OPTIONS, similarityTarget } from '../../plugins/image-compress/options';

const BUDGETS = [100_000, 300_000, 1_000_000];
const round = (n: number) => Math.round(n * 1000) / 1000;
const photosIn = (dir: string) => readdirSync(dir).filter((name) => /\.jpe?g$/i.test(name)).sort();

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

/** The median of three: one timing on a busy machine can be off by half, and it divides every ratio it is compared with. */
async function medianEncodeMs(pixels: Pixels, quality: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push((await timed(() => encodeImage(pixels, { format: 'jpeg', quality })))[1]);
  return times.sort((a, b) => a - b)[1];
}

async function benchBudget(photosDir: string) {
  const rows: { photo: string; budget: number; bytes: number; met: boolean; encodes: number; sampleEncodes: number; timeVsOneEncode: number; timeVsItsEncode: number; quality?: number; scale: number }[] = [];
  for (const name of photosIn(photosDir)) {
    const pixels = await decodeAny(new Uint8Array(readFileSync(path.join(photosDir, name))));
    // The median of three: one timing on a busy machine can be off by half, and it divides every ratio of the photo.
    const oneEncodeMs = await medianEncodeMs(pixels, 75);
    for (const budget of BUDGETS) {
      const [fit, ms] = await timed(() => encodeWithinBudget(pixels, [{ format: 'jpeg' }], budget, { allowResize: true }).catch(() => null));
      rows.push({
        photo: name,
        budget,
        bytes: fit?.bytes.byteLength ?? -1,
        met: !!fit && fit.bytes.byteLength <= budget,
        encodes: fit?.encodes ?? -1,
        sampleEncodes: fit?.sampleEncodes ?? -1,
        timeVsOneEncode: round(ms / oneEncodeMs),
        timeVsItsEncode: fit ? round(ms / (await medianEncodeMs(fit.width === pixels.width ? pixels : downscale(pixels, fit.width, fit.height), fit.quality!))) : -1,
        quality: fit?.quality,
        scale: fit ? round(fit.width / pixels.width) : 0,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
  const byBudget = BUDGETS.map((budget) => {
    const these = rows.filter((row) => row.budget === budget);
    const ratios = these.map((row) => row.timeVsOneEncode).sort((a, b) => a - b);
    return {
      budget,
      photos: these.length,
      metShare: round(these.filter((row) => row.met).length / these.length),
      meanEncodes: round(these.reduce((sum, row) => sum + row.encodes, 0) / these.length),
      maxEncodes: Math.max(...these.map((row) => row.encodes)),
      meanSampleEncodes: round(these.reduce((sum, row) => sum + row.sampleEncodes, 0) / these.length),
      medianTimeVsOneEncode: ratios[Math.floor(ratios.length / 2)],
      meanTimeVsOneEncode: round(ratios.reduce((sum, r) => sum + r, 0) / ratios.length),
      meanTimeVsItsEncode: round(these.reduce((sum, row) => sum + row.timeVsItsEncode, 0) / these.length),
      shrunk: these.filter((row) => row.scale < 1).length,
    };
  });
  const all = rows.length;
  return { metShare: round(rows.filter((row) => row.met).length / all), targetMet: rows.filter((row) => row.met).length / all >= 0.99, byBudget, perPhoto: rows };
}

/** The "looks the same" search per format (SSIMULACRA2, as in the worker), decoding in Node (the worker decodes with the browser). */
const nodeSearch = async (image: Pixels, format: LossyFormat, target: number, { stopAbove }: { stopAbove?: number } = {}) =>
  searchQuality({
    target,
    stopAbove,
    encode: (quality) => encodeImage(image, { format, quality }),
    similarity: async (bytes) => ssimulacra2(image, await decodeAny(new Uint8Array(bytes))).score,
  });

async function benchAutomatic(photosDir: string, count: number) {
  const target = similarityTarget(DEFAULT_OPTIONS);
  const rows = [];
  for (const name of photosIn(photosDir).slice(0, count)) {
    const pixels = await decodeAny(new Uint8Array(readFileSync(path.join(photosDir, name))));
    const singles: Record<string, number> = {};
    let singleEncodes = 0;
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const found = await nodeSearch(pixels, format, target);
      singleEncodes += found.encodes;
      if (found.reachedTarget) singles[format] = found.bytes.byteLength;
    }
    const best = Math.min(...Object.values(singles));
    const auto = await encodeSmallest(pixels, [{ format: 'avif' }, { format: 'webp' }, { format: 'jpeg' }], target, nodeSearch);
    rows.push({ photo: name, ...singles, automatic: auto.winner.bytes.byteLength, winner: auto.winner.format, vsBestSingle: round(auto.winner.bytes.byteLength / best), automaticEncodes: auto.encodes, singleSearchesEncodes: singleEncodes });
    console.log(JSON.stringify(rows.at(-1)));
  }
  return { target, photos: rows.length, worstVsBestSingle: Math.max(...rows.map((row) => row.vsBestSingle)), targetMet: rows.every((row) => row.vsBestSingle <= 1.01), perPhoto: rows };
}

export async function benchImageBudget(photosDir: string, smallPhotosDir: string): Promise<Record<string, unknown>> {
  await nodeCodecs();
  return {
    budget: await benchBudget(photosDir),
    automatic: await benchAutomatic(smallPhotosDir, Number(process.env.BENCH_AUTO_PHOTOS ?? 12)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await benchImageBudget(process.env.PHOTOS_DIR ?? '.fixtures/photos', process.env.SMALL_PHOTOS_DIR ?? '.fixtures/photos-small');
  console.log(JSON.stringify(result, (key, value) => (key === 'perPhoto' ? undefined : value), 2));
}
