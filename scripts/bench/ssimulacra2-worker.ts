import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { encodeMozjpeg } from '../../kits/image/wasm-codecs';
import { createPixels, type Pixels } from '../../kits/image/pixels';
import { ssimulacra2 } from '../../kits/image/ssimulacra2/ssimulacra2';
import { decodeAny, nodeCodecs } from '../../kits/image/testing/node-decode';
import { enableRelaxedSimd } from '../../kits/image/testing/relaxed-simd';

const WIDTH = 4000;
const HEIGHT = 3000;

/** Nearest-neighbour scale to 4000×3000: a 12 MP picture with a real photo's content. */
function toTwelveMegapixels(photo: Pixels): Pixels {
  const out = createPixels(WIDTH, HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const sy = Math.floor((y * photo.height) / HEIGHT);
    for (let x = 0; x < WIDTH; x++) {
      const from = (sy * photo.width + Math.floor((x * photo.width) / WIDTH)) * 4;
      out.data.set(photo.data.subarray(from, from + 4), (y * WIDTH + x) * 4);
    }
  }
  return out;
}

const { photoPath, runs } = workerData as { photoPath: string; runs: number };
await nodeCodecs();
const original = toTwelveMegapixels(await decodeAny(new Uint8Array(readFileSync(photoPath))));
const distorted = await decodeAny(new Uint8Array(await encodeMozjpeg(original, 75)));
// Relaxed SIMD as Chromium has it by default: its fused blur, then the unfused one other engines run.
enableRelaxedSimd();

function measure(fusedMultiplyAdd: boolean) {
  const times: number[] = [];
  // The process's CPU time (the main thread only waits): on a shared machine, wall time mostly measures the others.
  const cpuTimes: number[] = [];
  let score = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    score = ssimulacra2(original, distorted, { differenceMapSide: 256, fusedMultiplyAdd }).score;
    times.push(performance.now() - start);
    cpuTimes.push(process.cpuUsage(cpu).user / 1000);
  }
  return {
    score: Math.round(score * 100) / 100,
    msBest: Math.round(Math.min(...times)),
    msMedian: Math.round(times.sort((a, b) => a - b)[Math.floor(times.length / 2)]),
    cpuMsBest: Math.round(Math.min(...cpuTimes)),
  };
}

const fused = measure(true);
const unfused = measure(false);
parentPort!.postMessage({
  megapixels: (WIDTH * HEIGHT) / 1e6,
  ...fused,
  unfusedScore: unfused.score,
  unfusedMsBest: unfused.msBest,
  unfusedCpuMsBest: unfused.cpuMsBest,
});
