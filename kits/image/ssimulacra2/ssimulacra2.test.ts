import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPixels, type Pixels } from '../pixels';
import { boxBlur } from '../testing/box-blur';
import { compileWasm, provideNodeWasm } from '../testing/node-wasm';
import { enableRelaxedSimd } from '../testing/relaxed-simd';
import { addNoise, syntheticPhoto } from '../testing/synthetic';
import { encodeMozjpeg } from '../wasm-codecs';
import { Arena, kernels } from './kernels';
import { RADIUS } from './recursive-gaussian';
import { ssimulacra2 } from './ssimulacra2';

// Relaxed SIMD, which Chromium has by default and Node 20: the fused blur is tested beside the unfused one.
enableRelaxedSimd();

beforeAll(async () => {
  await provideNodeWasm();
  await initJpegDecoder(await compileWasm('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'));
});

const photo = syntheticPhoto(256, 192);

/**
 * Scores of libjxl's reference tool (SSIMULACRA 2.1, cloudinary/ssimulacra2 at 81feacf, built from
 * source) on these exact pixels, written as PNG files. The metric must match it within 0.5; both
 * blurs stay within 0.015 here. On real photos (Aqua 2560×1600, FreshFlower 1600×1203 re-encoded as
 * MozJPEG 30, 75, 90, 97 and WebP 60) the unfused blur stays within 0.22 and the fused one within
 * 0.25, the largest gaps at the highest scores.
 */
const REFERENCE: [string, Pixels, Pixels, number][] = [
  ['seeded noise', photo, addNoise(photo, 12), 67.40377254],
  ['a 3×3 blur', photo, boxBlur(photo), 76.20459309],
  ['transparency (worse of dark and light backgrounds)', syntheticPhoto(160, 120, { alpha: true, seed: 3 }), addNoise(syntheticPhoto(160, 120, { alpha: true, seed: 3 }), 20, 5), 55.60896949],
  ['a 20×12 image (two scales)', syntheticPhoto(20, 12, { seed: 9 }), addNoise(syntheticPhoto(20, 12, { seed: 9 }), 30, 2), 83.96802258],
];

describe('ssimulacra2', () => {
  it('blurs with fused multiply-adds where the engine has them (relaxed SIMD)', () => {
    expect(kernels(true).blurVertical4).not.toBe(kernels(false).blurVertical4);
  });

  describe.each([true, false])('with fused multiply-adds: %s', (fusedMultiplyAdd) => {
    it.each(REFERENCE)('matches the reference implementation: %s', (_name, original, distorted, expected) => {
      expect(Math.abs(ssimulacra2(original, distorted, { fusedMultiplyAdd }).score - expected)).toBeLessThan(0.05);
    });
  });

  it('gives 100 for identical images, with and without transparency', () => {
    expect(ssimulacra2(photo, createPixels(photo.width, photo.height, photo.data.slice())).score).toBe(100);
    const transparent = syntheticPhoto(64, 48, { alpha: true });
    expect(ssimulacra2(transparent, transparent).score).toBe(100);
  });

  it('notices transparency in the last row: colours under alpha 0 do not count', () => {
    const [original, distorted] = [photo.data.slice(), photo.data.slice()].map((data) => createPixels(photo.width, photo.height, data));
    for (let x = 0; x < photo.width; x++) {
      const at = ((photo.height - 1) * photo.width + x) * 4;
      original.data[at + 3] = distorted.data[at + 3] = 0;
      distorted.data[at] = 255 - distorted.data[at];
    }
    expect(ssimulacra2(original, distorted).score).toBe(100);
  });

  it('rises with JPEG quality', async () => {
    const scores: number[] = [];
    for (const quality of [10, 30, 50, 70, 90]) {
      const decoded = await decodeJpeg(await encodeMozjpeg(photo, quality));
      scores.push(ssimulacra2(photo, decoded).score);
    }
    for (let i = 1; i < scores.length; i++) expect(scores[i], `${scores}`).toBeGreaterThan(scores[i - 1]);
    expect(scores[scores.length - 1]).toBeGreaterThan(70);
  });

  it('maps where the loss is: a blurred quarter is the hottest part of the difference grid', () => {
    const blurred = boxBlur(boxBlur(photo));
    // Only the top-left quarter is blurred.
    const distorted = createPixels(photo.width, photo.height, photo.data.slice());
    for (let y = 0; y < photo.height / 2; y++) {
      const start = y * photo.width * 4;
      distorted.data.set(blurred.data.subarray(start, start + (photo.width / 2) * 4), start);
    }
    const grid = ssimulacra2(photo, distorted, { differenceMapSide: 32 }).differences!;
    expect([grid.columns, grid.rows]).toEqual([32, 24]);
    const means = grid.means();
    const quarter = (top: boolean, left: boolean) => {
      let sum = 0;
      for (let row = top ? 0 : 12; row < (top ? 12 : 24); row++) for (let column = left ? 0 : 16; column < (left ? 16 : 32); column++) sum += means[row * 32 + column];
      return sum;
    };
    expect(quarter(true, true)).toBeGreaterThan(10 * Math.max(quarter(true, false), quarter(false, true), quarter(false, false)));
  });

  it('refuses images of different sizes or under 8×8', () => {
    expect(() => ssimulacra2(photo, syntheticPhoto(255, 192))).toThrow(/same size/);
    expect(() => ssimulacra2(syntheticPhoto(7, 20), syntheticPhoto(7, 20))).toThrow(/8×8/);
  });
});

describe('the recursive Gaussian kernel', () => {
  it('keep a constant row constant away from the edges (the weights sum to 1), four rows at a time', () => {
    const k = kernels();
    const arena = new Arena();
    const width = 64;
    const stride = (width + 8) * 4;
    const rows = arena.allocate(8 * stride);
    const interleaved = arena.allocate((width + 32) * 16) + 16 * 16;
    const work = arena.allocate((width + 32) * 16) + 16 * 16;
    arena.commit(k);
    const memory = new Float32Array(k.memory.buffer);
    for (let row = 0; row < 4; row++) memory.fill(0.5, (rows + row * stride) / 4, (rows + row * stride) / 4 + width);
    k.interleaveRows(rows, stride, interleaved, width, RADIUS + 4);
    k.blurRowsInterleaved(interleaved, 0, work, rows + 4 * stride, stride, width, RADIUS);
    for (let x = RADIUS * 2; x < width - RADIUS * 2; x++) expect(memory[(rows + 4 * stride) / 4 + x]).toBeCloseTo(0.5, 5);
  });
});
