/**
 * Bench (issue 11): a 1 GB 1080p video, generated here with native ffmpeg (18 s of noisy test
 * pattern at a very high bit rate; never committed), compressed by video-compress at its defaults in
 * a real tab, picked from disk as a visitor's file is. Records seconds, sizes and the peak resident
 * memory of the tab's renderer processes: the file must never sit whole in the page's memory.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { VIDEO_DEFAULTS } from '../../plugins/video-compress/options';
import { downloadRow } from '../../tests/e2e/media-helpers';
import { samplePeak } from './renderer-memory';

const MB = 1024 * 1024;

function generate(dir: string, seconds: number): string {
  const file = path.join(dir, 'big-1080p.mp4');
  execFileSync('ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', String(seconds), '-vf', 'noise=alls=30:allf=t',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '16', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-shortest', file,
  ]);
  return file;
}

export async function benchVideoGigabyte(page: Page, seconds = Number(process.env.VIDEO_GB_SECONDS ?? 18)): Promise<Record<string, number | string | boolean>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-video-gb-'));
  try {
    const file = generate(dir, seconds);
    const inputMB = Math.round(statSync(file).size / MB);
    await page.evaluate((options) => localStorage.setItem('localbox-options:video-compress', JSON.stringify(options)), VIDEO_DEFAULTS);
    await page.goto('/video/video-compress');
    await page.getByTestId('upload-input').waitFor({ state: 'attached' });
    const memory = await samplePeak(page);
    const started = Date.now();
    await page.getByTestId('upload-input').setInputFiles(file);
    const selector = '[data-testid="result-row"][data-name="big-1080p.mp4"]';
    await page.waitForFunction((sel) => ['done', 'failed'].includes(document.querySelector(sel)?.getAttribute('data-status') ?? ''), selector, { timeout: 1_800_000, polling: 500 });
    const elapsed = (Date.now() - started) / 1000;
    const peak = memory.stop();
    const row = page.locator(selector);
    const status = (await row.getAttribute('data-status')) ?? '';
    const outputMB = status === 'done' ? Math.round((await downloadRow(page, 'big-1080p.mp4')).bytes.byteLength / MB) : 0;
    return {
      inputMB,
      status,
      note: await row.getByTestId('row-note').innerText().catch(() => ''),
      seconds: Math.round(elapsed),
      outputMB,
      rendererRssIdleMB: Math.round(memory.idle / MB),
      rendererRssPeakMB: Math.round(peak / MB),
      peakUnderInput: peak < statSync(file).size,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
