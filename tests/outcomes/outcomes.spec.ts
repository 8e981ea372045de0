/**
 * The outcome table: each case drives its tool's real screen once with all its inputs, downloads
 * the outputs, and measures in Node what a user judges (measure.ts). It fails on any figure that
 * moved beyond tests/outcomes/tolerances.json from tests/outcomes/table/<tool>.json, naming the tool,
 * input, format and figure, and on a broken rule (table.ts). `npm run outcomes:update` rewrites the
 * table: a changed default is then a reviewed change of it.
 */
import type { Page } from '@playwright/test';
import { opensInBrowser, renderSvg, svgDrawSize } from './browser';
import { readFileSync } from 'node:fs';
import type { Pixels } from '../../kits/image/pixels';
import { ssimulacra2 } from '../../kits/image/ssimulacra2/ssimulacra2';
import { expect, test } from '../e2e/fixtures';
import { downloadZip, nodeCodecs, presetOptions, uploadFiles, waitForRows } from '../e2e/image-helpers';
import { CASES, LISTED, type OutcomeCase } from './cases';
import type { OutcomeInput } from './inputs';
import * as measure from './measure';
import { ruleBreaks, settle, type Variant } from './table';

const baseOf = (name: string) => name.replace(/\.[^.]+$/, '');
/** The output named after an input: its base name, then nothing or a suffix ("-800x533", "_compressed", "-optimized"). */
const outputOf = (input: OutcomeInput, names: string[]) => names.find((name) => baseOf(name) === baseOf(input.id) || /^[-_.]/.test(name.slice(baseOf(input.id).length)) && name.startsWith(baseOf(input.id)));

/** The figures particular to how the case is judged. */
async function judge(page: Page, c: OutcomeCase, input: OutcomeInput, inRead: measure.ExifTool, outFile: string, outRead: measure.ExifTool): Promise<Partial<measure.Figures>> {
  const text = () => readFileSync(input.file, 'utf8');
  switch (c.judged) {
    case 'raster':
      return { ...(await measure.rasterFigures(input, outFile, outRead)), ...measure.metadataFigures(inRead, outRead) };
    case 'cutout':
      return { ...(await measure.cutoutFigures(input, outFile, outRead)), ...measure.metadataFigures(inRead, outRead) };
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
    default:
      throw new Error(`${c.tool}: judged in tools-outcomes.spec.ts`);
  }
}

test.describe('outcome table', () => {
  test.describe.configure({ timeout: 600_000 });
  test.beforeAll(async () => {
    await nodeCodecs();
  });

  const runs = CASES.filter((c) => LISTED.includes(c.judged)).flatMap((c) => [
    { c, inputs: c.inputs, title: `${c.tool} → ${c.variant} on ${c.inputs.length} inputs` },
    { c, inputs: c.more ?? [], title: `${c.tool} → ${c.variant} on ${c.more?.length} more inputs @slow` },
  ]).filter(({ inputs }) => inputs.length > 0);
  for (const { c, inputs, title } of runs) {
    test(title, async ({ page }) => {
      // Background removal runs its model for minutes on a slow 2-core machine: the wait grows with the inputs.
      const rowsBudget = Math.max(540_000, inputs.length * 150_000);
      test.setTimeout(rowsBudget + 180_000);
      const t0 = Date.now();
      const lap = (what: string) => process.env.OUTCOMES_PROFILE && console.log(`${c.tool}/${c.variant} ${what} ${Date.now() - t0} ms`);
      if (c.options) await presetOptions(page, c.tool, c.options);
      await page.goto(c.route);
      await page.locator('main h1').first().waitFor({ timeout: 90_000 });
      await uploadFiles(page, inputs.map((input) => ({ name: input.id, mimeType: input.mime, buffer: readFileSync(input.file) })));
      lap('opened');
      await waitForRows(page, inputs.length, rowsBudget);
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
        problems.push(...settle(c, inputs.map((input) => input.id), now));
        expect(problems, `outcomes of ${c.tool} → ${c.variant}`).toEqual([]);
      } finally {
        files.done();
      }
    });
  }
});
