/**
 * Bench (issue 8): 3 GB of generated files (30 × 100 MB, written to a temporary folder and picked in
 * the page like a visitor's) through the app's streaming ZIP inside a real tab, read and discarded,
 * while the tab's memory is sampled: its renderer processes' resident memory (from /proc, every
 * 200 ms) and the page's JS heap. Target: under 1 GB.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { build, type Rollup } from 'vite';
import { rendererPids, residentBytes } from './renderer-memory';

const GB = 1024 ** 3;
const MB = 1024 * 1024;

/** The entry and what it imports (client-zip, loaded lazily by zip.ts) as one ES module for the page. */
async function bundledEntry(): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: path.resolve('scripts/bench/zip-in-tab-entry.ts'), formats: ['es'], fileName: 'zip-in-tab' },
      rollupOptions: { output: { codeSplitting: false } as Rollup.OutputOptions },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(result) ? result : [result]).flatMap((entry) => entry.output).find((output) => output.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('zip bench bundle missing');
  return chunk.code;
}

/** Writes `gigabytes` of 100 MB files (a repeated pattern, as fast as the disk takes it). */
function writeFiles(dir: string, gigabytes: number): string[] {
  const block = Buffer.alloc(100 * MB, 7);
  const count = Math.ceil((gigabytes * GB) / block.length);
  return Array.from({ length: count }, (_, index) => {
    const file = path.join(dir, `entry-${index}.bin`);
    writeFileSync(file, block);
    return file;
  });
}

export async function benchZipInTab(page: Page, gigabytes = Number(process.env.ZIP_GB ?? 3)): Promise<Record<string, number | string | boolean>> {
  const code = await bundledEntry();
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-zip-bench-'));
  const files = writeFiles(dir, gigabytes);
  await page.route('**/__bench/zip-in-tab.js', (route) => route.fulfill({ contentType: 'text/javascript', body: code }));
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.id = 'bench-files';
    input.hidden = true;
    document.body.append(input);
  });
  await page.setInputFiles('#bench-files', files);
  const pids = await rendererPids(page);
  const idle = residentBytes(pids);
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, residentBytes(pids))), 200);
  try {
    const result = await page.evaluate(async (url) => {
      const module = (await import(/* @vite-ignore */ url)) as typeof import('./zip-in-tab-entry');
      return module.zipFiles([...(document.getElementById('bench-files') as HTMLInputElement).files!]);
    }, '/__bench/zip-in-tab.js');
    peak = Math.max(peak, residentBytes(pids));
    return {
      gigabytes,
      ...result,
      rendererProcesses: pids.length,
      rendererRssIdleMB: Math.round(idle / MB),
      rendererRssPeakMB: Math.round(peak / MB),
      peakAboveIdleMB: Math.round((peak - idle) / MB),
      targetUnder1GB: peak < GB,
    };
  } finally {
    clearInterval(timer);
    rmSync(dir, { recursive: true, force: true });
  }
}
