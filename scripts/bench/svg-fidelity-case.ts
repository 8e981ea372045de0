/**
 * One case of the SVG fidelity check, shared by the bench (scripts/bench/svg-fidelity.ts) and the
 * guard in the full test suite (tests/fidelity): the tools convert it in a page of the Vite dev
 * server, poppler and Ghostscript render the PDF and EPS, and each is compared with Chromium's render.
 */
import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { matches, type Rgb } from './svg-fidelity-compare';
import { convertInPage } from './svg-fidelity-page';
import { renderEps, renderPdf } from './svg-fidelity-render';
import type { SuiteCase } from './svg-fidelity-cases';

export type Format = 'pdf' | 'eps';

export interface OurResult {
  /** Our PDF / EPS matched Chromium's render. */
  pdf: boolean;
  eps: boolean;
  pdfError?: string;
  epsError?: string;
  /** The output holds a raster image. */
  pdfImage?: boolean;
  epsImage?: boolean;
}

async function safely<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

/** The Vite dev server on `port` (its modules are what the cases import); stop() ends it. */
export async function startDevServer(port: number): Promise<{ baseURL: string; stop: () => void }> {
  const server = spawn('node_modules/.bin/vite', ['--port', String(port), '--strictPort'], { stdio: 'ignore' });
  const baseURL = `http://localhost:${port}`;
  for (let attempt = 0; !(await safely(() => fetch(baseURL)))?.ok; attempt++) {
    if (attempt > 240 || server.exitCode !== null) {
      server.kill();
      throw new Error(`The dev server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, stop: () => server.kill() };
}

/** Opens an empty document on the dev server's origin: the tools' modules are imported into it, not the whole app. */
export async function openFidelityPage(page: Page, baseURL: string): Promise<void> {
  // tsx names the functions inside page.evaluate with a helper the page lacks.
  await page.addInitScript('window.__name = (f) => f');
  await page.route(`${baseURL}/__svg-fidelity__`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>SVG fidelity</title>' }));
  await page.goto(`${baseURL}/__svg-fidelity__`);
  page.setDefaultTimeout(300_000);
}

const hasImage = (bytes: Buffer, kind: Format) => (kind === 'pdf' ? /\/Subtype\s*\/Image/.test(bytes.toString('latin1')) : /\bimage\b|colorimage/.test(bytes.toString('latin1')));

function toPpm(image: Rgb): Buffer {
  return Buffer.concat([Buffer.from(`P6\n${image.width} ${image.height}\n255\n`), Buffer.from(image.data)]);
}

/**
 * Converts one case with the tools and compares each output with Chromium's render. Files go to
 * `workDir` under the case's name: `<stem>.chromium.ppm`, `<stem>.ours.pdf`, `<stem>.ours.eps`.
 */
export async function checkCase(page: Page, suiteCase: SuiteCase, workDir: string, formats: readonly Format[]): Promise<{ result: OurResult; reference: Rgb; stem: string }> {
  const stem = path.join(workDir, suiteCase.id.replace(/[/\\]/g, '__').replace(/\.svg$/, ''));
  const converted = await convertInPage(page, readFileSync(suiteCase.file, 'utf8'), path.basename(suiteCase.file), formats);
  const reference: Rgb = { width: converted.width, height: converted.height, data: new Uint8Array(Buffer.from(converted.reference, 'base64')) };
  writeFileSync(`${stem}.chromium.ppm`, toPpm(reference));
  const result: OurResult = { pdf: false, eps: false };
  for (const format of formats) {
    const output = converted[format];
    if (!output) {
      result[`${format}Error`] = converted[`${format}Error`];
      continue;
    }
    const bytes = Buffer.from(output, 'base64');
    const file = `${stem}.ours.${format}`;
    writeFileSync(file, bytes);
    result[`${format}Image`] = hasImage(bytes, format);
    const render = format === 'pdf' ? renderPdf : renderEps;
    result[format] = matches(reference, await safely(() => render(file, reference.width, reference.height)));
  }
  return { result, reference, stem };
}
