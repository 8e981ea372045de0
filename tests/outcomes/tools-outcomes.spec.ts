/**
 * The outcome table's tools without a result list: text-converter against OpenCC's command-line
 * tool, text-diff's patch applied by GNU patch, the favicon packages, the mosaic editor. Each case
 * runs its inputs on the real screen, measures in Node (tools-measure.ts) and is checked against
 * tests/outcomes/table/<tool>.json like the file tools (outcomes.spec.ts). All in test:full.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATOR_DEFAULTS } from '../../plugins/favicon-generator/options';
import { expect, test } from '../e2e/fixtures';
import { nodeCodecs, presetOptions } from '../e2e/image-helpers';
import { readDownload, unzip } from '../e2e/media';
import { CASES, LISTED, type OutcomeCase } from './cases';
import type { OutcomeInput } from './inputs';
import type { Figures } from './measure';
import { settle, type Variant } from './table';
import { faviconFigures, mosaicFigures, openccFigures, patchFigures } from './tools-measure';

const TEXT_OF = (file: string) => (file ? readFileSync(file, 'utf8') : '');
/** Lines as a text editor counts them: a final line break ends the last line, it does not start one. */
const linesOf = (text: string) => (text === '' ? 0 : text.split(/\r\n|\r|\n/).length - (/(\r\n|\r|\n)$/.test(text) ? 1 : 0));
const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), click()]);
  return { name: file.suggestedFilename(), bytes: await readDownload(file) };
}

async function openOn(page: Page, side: 'Original text' | 'Changed text', file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Open a file (${side})` }).click();
  await (await chooser).setFiles({ name: path.basename(file), mimeType: 'text/plain', buffer: readFileSync(file) });
}

/** Each run gives the figures of one input, and the problems its rules found. */
type Run = (page: Page, c: OutcomeCase, input: OutcomeInput) => Promise<{ figures: Figures; problems?: string[] }>;

const RUNS: Partial<Record<OutcomeCase['judged'], Run>> = {
  async opencc(page, c, input) {
    const text = TEXT_OF(input.file);
    const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;
    await page.getByTestId('converter-input').fill(text);
    // The counts come with the result: these are the counts of this text's conversion.
    await expect.poll(async () => countOf(await page.getByTestId('input-count').textContent()), { timeout: 120_000 }).toBe(graphemes);
    await expect(page.getByTestId('chinese-loading')).toHaveCount(0);
    const output = await page.getByTestId('converter-output').inputValue();
    return { figures: openccFigures(String((c.changed as { chineseDirection: string }).chineseDirection), text, output) };
  },

  async patch(page, _c, input) {
    const [oldText, newText] = [TEXT_OF(input.old!), TEXT_OF(input.file)];
    if (input.old) await openOn(page, 'Original text', input.old);
    if (input.file) await openOn(page, 'Changed text', input.file);
    // The summary counts lines of this pair once both sides are compared.
    const summary = async () => {
      const [added, removed, unchanged] = await Promise.all(['added', 'removed', 'unchanged'].map((kind) => page.getByTestId(`diff-summary-${kind}`).textContent()));
      return { old: countOf(removed) + countOf(unchanged), new: countOf(added) + countOf(unchanged) };
    };
    await expect.poll(summary, { timeout: 120_000 }).toEqual({ old: linesOf(oldText), new: linesOf(newText) });
    await expect(page.getByTestId('diff-working')).toHaveCount(0);
    const patch = await download(page, () => page.getByTestId('diff-download-patch').click());
    return { figures: patchFigures(patch.name, oldText, newText, patch.bytes) };
  },

  async favicon(page, _c, input) {
    let row = page.getByTestId('generated');
    if (input.preset) {
      await expect(page.locator('[data-testid="generated"]:not([data-busy])')).toHaveAttribute('data-mode', /\w/, { timeout: 120_000 });
    } else {
      await page.getByTestId('upload-input').setInputFiles({ name: input.id, mimeType: input.mime, buffer: readFileSync(input.file) });
      row = page.locator(`[data-testid="favicon-row"][data-name="${input.id}"]`);
      await expect(row).toHaveAttribute('data-status', /done|failed/, { timeout: 240_000 });
      if ((await row.getAttribute('data-status')) === 'failed') {
        return { figures: { output: '', type: '', failed: (await row.getByTestId('row-error').textContent()) ?? 'failed' } };
      }
    }
    const zip = await download(page, () => row.getByTestId('download-zip').click());
    return faviconFigures(page, input, zip.name, zip.bytes, await unzip(zip.bytes));
  },

  async mosaic(page, _c, input) {
    await page.getByTestId('upload-input').setInputFiles({ name: input.id, mimeType: input.mime, buffer: readFileSync(input.file) });
    const canvas = page.getByTestId('mosaic-canvas');
    await expect(canvas).toBeVisible({ timeout: 120_000 });
    // The visitor drags a box over the middle half of the picture.
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + (box.width * 3) / 4, box.y + (box.height * 3) / 4, { steps: 4 });
    await page.mouse.up();
    const rect = (await page.getByTestId('region-item').getAttribute('data-rect'))!.split(',').map(Number);
    await page.getByTestId('mosaic-apply').click();
    await expect(page.getByTestId('mosaic-result')).toBeVisible({ timeout: 240_000 });
    const result = await download(page, () => page.getByTestId('mosaic-download').click());
    return mosaicFigures(page, input, result.name, result.bytes, { x: rect[0], y: rect[1], width: rect[2], height: rect[3] });
  },
};

test.describe('outcome table: text, favicon and editor tools', () => {
  test.describe.configure({ timeout: 900_000 });
  test.beforeAll(async () => {
    await nodeCodecs();
  });

  for (const c of CASES.filter((c) => !LISTED.includes(c.judged))) {
    const inputs = [...c.inputs, ...(c.more ?? [])];
    test(`${c.tool} → ${c.variant} on ${inputs.length} inputs @slow`, async ({ page }) => {
      const run = RUNS[c.judged]!;
      // Each input on a fresh screen: no text, file or region of the one before.
      await page.addInitScript(() => localStorage.clear());
      const problems: string[] = [];
      const now: Variant = { options: c.changed ?? 'defaults', outputs: {} };
      for (const input of inputs) {
        if (c.options || input.preset) await presetOptions(page, c.tool, { ...(input.preset && GENERATOR_DEFAULTS), ...c.options, ...input.preset });
        await page.goto(c.route);
        await page.locator('main h1').first().waitFor({ timeout: 90_000 });
        const { figures, problems: broken = [] } = await run(page, c, input);
        now.outputs[input.id] = figures;
        problems.push(...broken.map((problem) => `${c.tool} · ${input.id} → ${c.variant}: ${problem}`));
      }
      problems.push(...settle(c, inputs.map((input) => input.id), now));
      expect(problems, `outcomes of ${c.tool} → ${c.variant}`).toEqual([]);
    });
  }
});
