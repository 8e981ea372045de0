/**
 * The outcome table: each case drives its tool's real screen once with all its inputs, downloads
 * the outputs, and measures in Node what a user judges (measure.ts). It fails on any figure that
 * moved beyond tests/outcomes/tolerances.json from tests/outcomes/table/<tool>.json, naming the tool,
 * input, format and figure, and on a broken rule (table.ts). `npm run outcomes:update` rewrites the
 * table: a changed default is then a reviewed change of it.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Pixels } from '../../kits/image/pixels';
import { ssimulacra2 } from '../../kits/image/ssimulacra2/ssimulacra2';
import { expect, test } from '../e2e/fixtures';
import { downloadZip, nodeCodecs, presetOptions, uploadFiles, waitForRows } from '../e2e/image-helpers';
import { CASES, type OutcomeCase } from './cases';
import type { OutcomeInput } from './inputs';
import * as measure from './measure';
import { differences, readVariant, ruleBreaks, updating, writeVariant, type Variant } from './table';

/** The longest side an SVG is drawn at to compare its outputs (icons are 16 px: too few pixels to judge). */
const SVG_SIDE = 256;

const baseOf = (name: string) => name.replace(/\.[^.]+$/, '');
/** The output named after an input: its base name, then nothing or a suffix ("-800x533", "_compressed", "-optimized"). */
const outputOf = (input: OutcomeInput, names: string[]) => names.find((name) => baseOf(name) === baseOf(input.id) || /^[-_.]/.test(name.slice(baseOf(input.id).length)) && name.startsWith(baseOf(input.id)));

/** Whether the browser opens the bytes as what they say they are; null for types it does not show (PDF, EPS). */
async function opensInBrowser(page: Page, bytes: Uint8Array, mime: string): Promise<boolean | null> {
  if (!/^(image|video|audio)\//.test(mime)) return null;
  return page.evaluate(
    async ({ base64, type }) => {
      const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type });
      const url = URL.createObjectURL(blob);
      try {
        if (type === 'image/svg+xml') {
          const image = new Image();
          image.src = url;
          await image.decode();
          return image.naturalWidth > 0;
        }
        if (type.startsWith('image/')) return (await createImageBitmap(blob)).width > 0;
        const element = document.createElement(type.startsWith('video/') ? 'video' : 'audio');
        return await new Promise<boolean>((resolve) => {
          element.onloadedmetadata = () => resolve(element.duration > 0);
          element.onerror = () => resolve(false);
          setTimeout(() => resolve(false), 20_000);
          element.src = url;
        });
      } catch {
        return false;
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    { base64: Buffer.from(bytes).toString('base64'), type: mime },
  );
}

/** An SVG's size as the browser lays it out, scaled so its longest side is SVG_SIDE. */
async function svgDrawSize(page: Page, text: string): Promise<{ width: number; height: number }> {
  const own = await page.evaluate(async (svg) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, text);
  const scale = SVG_SIDE / Math.max(own.width, own.height);
  return { width: Math.round(own.width * scale), height: Math.round(own.height * scale) };
}

/** The browser's render of SVG text at width × height on white, as browserRender draws it, carried back as base64 (an array of numbers is slow). */
async function renderSvg(page: Page, text: string, width: number, height: number): Promise<Pixels> {
  const base64 = await page.evaluate(
    async ({ svg, w, h }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, w, h);
      context.drawImage(image, 0, 0, w, h);
      const bytes = new Uint8Array(context.getImageData(0, 0, w, h).data.buffer);
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { svg: text, w: width, h: height },
  );
  const bytes = Buffer.from(base64, 'base64');
  return { data: new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length), width, height };
}

/** The figures particular to how the case is judged. */
async function judge(page: Page, c: OutcomeCase, input: OutcomeInput, inRead: measure.ExifTool, outFile: string, outRead: measure.ExifTool): Promise<Partial<measure.Figures>> {
  const text = () => readFileSync(input.file, 'utf8');
  switch (c.judged) {
    case 'raster':
      return { ...(await measure.rasterFigures(input, outFile, outRead)), ...measure.metadataFigures(inRead, outRead) };
    case 'svg-raster': {
      const [width, height] = [Number(outRead.ImageWidth), Number(outRead.ImageHeight)];
      const pixels = await measure.pixelsOf(outFile, width, height, { onWhite: true });
      return { width, height, ssim: measure.ssimOf(pixels, await renderSvg(page, text(), width, height)) };
    }
    case 'svg': {
      const size = await svgDrawSize(page, text());
      const optimised = await renderSvg(page, readFileSync(outFile, 'utf8'), size.width, size.height);
      return { ssim: measure.ssimOf(optimised, await renderSvg(page, text(), size.width, size.height)) };
    }
    case 'pdf':
    case 'eps': {
      const size = await svgDrawSize(page, text());
      const render = c.judged === 'pdf' ? measure.renderPdf(outFile, size.width, size.height) : measure.renderEps(outFile, size.width, size.height);
      return { ssim: measure.ssimOf(render, await renderSvg(page, text(), size.width, size.height)) };
    }
    case 'traced': {
      const [width, height] = [Number(inRead.ImageWidth), Number(inRead.ImageHeight)];
      const original: Pixels = await measure.pixelsOf(input.file, width, height, { onWhite: true });
      const traced = await renderSvg(page, readFileSync(outFile, 'utf8'), width, height);
      return { width, height, ssimulacra2: measure.round(ssimulacra2(original, traced).score, 2) };
    }
    case 'video':
      return { ...measure.mediaFigures(outFile), ssim: measure.videoSsim(outFile, input.file) };
    case 'audio':
      return measure.mediaFigures(outFile);
  }
}

test.describe('outcome table', () => {
  test.describe.configure({ timeout: 600_000 });
  test.beforeAll(async () => {
    await nodeCodecs();
  });

  const runs = CASES.flatMap((c) => [
    { c, inputs: c.inputs, title: `${c.tool} → ${c.variant} on ${c.inputs.length} inputs` },
    { c, inputs: c.more ?? [], title: `${c.tool} → ${c.variant} on ${c.more?.length} more inputs @slow` },
  ]).filter(({ inputs }) => inputs.length > 0);
  for (const { c, inputs, title } of runs) {
    test(title, async ({ page }) => {
      const t0 = Date.now();
      const lap = (what: string) => process.env.OUTCOMES_PROFILE && console.log(`${c.tool}/${c.variant} ${what} ${Date.now() - t0} ms`);
      if (c.options) await presetOptions(page, c.tool, c.options);
      await page.goto(c.route);
      await page.locator('main h1').first().waitFor({ timeout: 90_000 });
      await uploadFiles(page, inputs.map((input) => ({ name: input.id, mimeType: input.mime, buffer: readFileSync(input.file) })));
      lap('opened');
      await waitForRows(page, inputs.length, 540_000);
      lap('rows done');
      const failed = new Map<string, string>();
      for (const input of inputs) {
        const row = page.locator(`[data-testid="result-row"][data-name="${input.id}"]`);
        if ((await row.getAttribute('data-status')) === 'failed') failed.set(input.id, (await row.getByTestId('row-error').textContent()) ?? 'failed');
      }
      const zip = failed.size < inputs.length ? await downloadZip(page) : new Map<string, Uint8Array>();

      lap('zip');
      const files = measure.scratch();
      try {
        const names = [...zip.keys()];
        const outputs = inputs.map((input) => outputOf(input, names));
        const outFiles = outputs.map((name) => name && files.write(name, zip.get(name)!));
        const inReads = measure.exiftool(inputs.map((input) => input.file));
        const outReads = measure.exiftool(outFiles.filter((file): file is string => !!file));
        lap('exiftool');
        const problems: string[] = [];
        const now: Variant = { options: c.changed ?? 'defaults', outputs: {} };
        for (const [i, input] of inputs.entries()) {
          const where = `${c.tool} · ${input.id} → ${c.variant}`;
          const [name, file] = [outputs[i], outFiles[i]];
          if (failed.has(input.id) || !name || !file) {
            now.outputs[input.id] = { output: '', type: '', bytesRatio: 0, failed: failed.get(input.id) ?? `no output among ${names.join(', ')}` };
            continue;
          }
          const outRead = outReads.find((read) => read.SourceFile === file)!;
          const bytes = zip.get(name)!;
          const figures: measure.Figures = {
            output: name,
            type: String(outRead.FileType ?? 'unknown'),
            bytesRatio: measure.significant(bytes.length / readFileSync(input.file).length),
            ...(await judge(page, c, input, inReads[i], file, outRead)),
          };
          now.outputs[input.id] = figures;
          lap(`judged ${input.id}`);
          // Media are read by ffprobe (in `judge`, which fails on a file it cannot read): exiftool knows no raw AAC stream.
          const readerError = c.judged === 'audio' || c.judged === 'video' ? null : outRead.Error ? String(outRead.Error) : null;
          const opens = { browser: await opensInBrowser(page, bytes, String(outRead.MIMEType ?? '')), reader: readerError };
          const inputSize = c.judged === 'raster' ? { width: Number(inReads[i].ImageWidth), height: Number(inReads[i].ImageHeight) } : {};
          lap(`opened ${input.id}`);
          problems.push(...ruleBreaks(where, input, inputSize, figures, opens));
        }
        if (updating) writeVariant(c.tool, c.variant, now);
        else {
          const table = readVariant(c.tool, c.variant);
          for (const input of inputs) {
            problems.push(...differences(`${c.tool} · ${input.id} → ${c.variant}`, table?.outputs[input.id], now.outputs[input.id]));
          }
          if (table && JSON.stringify(table.options) !== JSON.stringify(now.options)) problems.push(`${c.tool} → ${c.variant}: options ${JSON.stringify(now.options)} (table ${JSON.stringify(table.options)})`);
        }
        expect(problems, `outcomes of ${c.tool} → ${c.variant}`).toEqual([]);
      } finally {
        files.done();
      }
    });
  }
});
