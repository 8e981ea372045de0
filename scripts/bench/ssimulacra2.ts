import { Worker } from 'node:worker_threads';

/**
 * SSIMULACRA2 on a 12 MP pair (a real photo scaled to 4000×3000, against its MozJPEG 75 re-encode)
 * in a worker thread: the same engine (V8) and code as the browser's pool worker runs. Target: ≤ 1 s.
 */
export async function benchSsimulacra2(photoPath: string, runs = 3): Promise<Record<string, number>> {
  // A worker thread does not inherit tsx's loader: it registers it before importing the TypeScript.
  const entry = new URL('./ssimulacra2-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { photoPath, runs } });
  const result = await new Promise<Record<string, number>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return result;
}
