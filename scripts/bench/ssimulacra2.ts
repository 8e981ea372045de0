import { Worker } from 'node:worker_threads';

/**
 * SSIMULACRA2 on a 12 MP pair (a real photo scaled to 4000×3000, against its MozJPEG 75 re-encode)
 * in a worker thread: the same engine (V8) and code as the browser's pool worker runs. Target: ≤ 1 s.
 */
export async function benchSsimulacra2(photoPath: string, runs = 3): Promise<Record<string, number>> {
  const worker = new Worker(new URL('./ssimulacra2-worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'], workerData: { photoPath, runs } });
  const result = await new Promise<Record<string, number>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return result;
}
