import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Pixels } from '../../kits/image/pixels';
import { expect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { decodeAny, downloadZip, nodeCodecs, presetOptions, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { browserRender, openTool, realIcons, similarity, svgFile } from '../../tests/e2e/svg-render';
import { DEFAULT_OPTIONS } from './options';

const ROUTE = '/svg/svg-to-pdf';
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

/** Page size in points (pdfinfo) and the first page rendered by poppler's pdftoppm at `dpi`. */
async function renderPdf(pdf: Uint8Array, dpi: number): Promise<{ pageWidth: number; pageHeight: number; image: Pixels }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', '-f', '1', file, path.join(dir, 'page')]);
    const png = readFileSync(path.join(dir, 'page.png'));
    if (process.env.KEEP_PDF_RENDER) writeFileSync(path.resolve('test-results', `${process.env.KEEP_PDF_RENDER}.png`), png);
    const image = await decodeAny(new Uint8Array(png));
    return { pageWidth: Number(size[1]), pageHeight: Number(size[2]), image };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('svg-to-pdf', () => {
  test.beforeAll(async () => {
    await nodeCodecs();
  });

  test.describe.configure({ timeout: 180_000 });

  test('real icons become one vector page each at their size in pt, rendering like the browser (SSIM ≥ 0.95); a gradient mask stays a vector soft mask', async ({ page }, testInfo) => {
    await openTool(page, ROUTE);
    const icons = realIcons(5);
    const masked = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><linearGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient>
      <mask id="m"><rect x="8" y="8" width="48" height="48" fill="url(#g)"/></mask><rect width="64" height="64" fill="#080" mask="url(#m)"/></svg>`;
    await uploadFiles(page, [...icons.map((icon) => svgFile(icon.name, icon.text)), svgFile('broken.svg', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), svgFile('masked.svg', masked)]);
    await waitForRows(page, 7);
    await expect(row(page, 'broken.svg').getByTestId('row-error')).toContainText('Invalid SVG code');
    const zip = await downloadZip(page);
    const scores: number[] = [];
    for (const icon of icons) {
      const pdf = zip.get(icon.name.replace(/\.svg$/, '.pdf'))!;
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      expect(new TextDecoder('latin1').decode(pdf), 'vectors, not a picture').not.toContain('/Subtype /Image');
      // 16 px icons: a 12 × 12 pt page, rendered at 768 dpi = 128 px.
      const { pageWidth, pageHeight, image } = await renderPdf(pdf, 768);
      expect([pageWidth, pageHeight]).toEqual([12, 12]);
      const score = similarity(image, await browserRender(page, icon.text, image.width, image.height));
      scores.push(score);
      expect(score, icon.name).toBeGreaterThanOrEqual(0.95);
    }
    testInfo.annotations.push({ type: 'ssim', description: scores.map((s) => s.toFixed(4)).join(' ') });
    const maskPdf = zip.get('masked.pdf')!;
    expect(new TextDecoder('latin1').decode(maskPdf), 'a soft mask, not a picture').toMatch(/\/SMask <<[^>]*\/S \/Luminosity/);
    expect(new TextDecoder('latin1').decode(maskPdf)).not.toContain('/Subtype /Image');
    await expect(row(page, 'masked.svg').getByTestId('row-note')).toHaveCount(0);
    const maskRender = (await renderPdf(maskPdf, 192)).image;
    expect(similarity(maskRender, await browserRender(page, masked, maskRender.width, maskRender.height)), 'the fade').toBeGreaterThanOrEqual(0.95);

    await row(page, icons[0].name).getByRole('button', { name: /Preview/ }).click();
    await expect(page.getByTestId('pdf-page-label')).toHaveText('Page 1 · SVG size, portrait · 12 × 12 pt');
    await saveScreenshot(page, 'svg-to-pdf-preview');
  });

  test('A4 with margin: a wide SVG goes on a landscape page, fitted and centred @slow', async ({ page }) => {
    await presetOptions(page, 'svg-to-pdf', { ...DEFAULT_OPTIONS, page: 'a4', margin: 20 });
    await openTool(page, ROUTE);
    const wide = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#0000ff"/></svg>';
    await uploadFiles(page, [svgFile('wide.svg', wide)]);
    await waitForRows(page, 1);
    const { pageWidth, pageHeight, image } = await renderPdf((await downloadZip(page)).get('wide.pdf')!, 36);
    expect(pageWidth).toBeCloseTo(841.89, 1);
    expect(pageHeight).toBeCloseTo(595.28, 1);
    // 36 dpi: the page is 421 × 298 px, the margin 20 mm ≈ 28 px; the box is 2:1 and centred.
    const at = (x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3)];
    expect(at(Math.round(image.width / 2), Math.round(image.height / 2))).toEqual([0, 0, 255]);
    expect(at(20, Math.round(image.height / 2))).toEqual([255, 255, 255]);
    expect(at(35, Math.round(image.height / 2))).toEqual([0, 0, 255]);
    expect(at(Math.round(image.width / 2), 30)).toEqual([255, 255, 255]);
    await saveScreenshot(page, 'svg-to-pdf-a4');
    await page.getByRole('button', { name: /Preview/ }).click();
    await expect(page.getByTestId('pdf-page-label')).toHaveText('Page 1 · A4, landscape · 841.89 × 595.28 pt');
    await saveScreenshot(page, 'svg-to-pdf-a4-preview');
  });

  test('CJK text becomes vector outlines of the shipped Noto fonts (no picture), on tspans too; text no shipped font has falls back to a picture, and each row says which @slow', async ({ page }) => {
    await openTool(page, ROUTE);
    const cjk = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><rect width="300" height="60" fill="#fff"/><text x="10" y="42" font-size="32">你好世界 한국어</text></svg>';
    const spans = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/><text x="10" y="42" font-size="32"><tspan>你好</tspan><tspan dx="4">世界</tspan></text></svg>';
    const arabic = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="42" font-size="32">مرحبا</text></svg>';
    await uploadFiles(page, [svgFile('hello.svg', cjk), svgFile('spans.svg', spans), svgFile('arabic.svg', arabic)]);
    await waitForRows(page, 3);
    for (const name of ['hello.svg', 'spans.svg']) await expect(row(page, name).getByTestId('row-note')).toContainText('vector outlines');
    await expect(row(page, 'arabic.svg').getByTestId('row-note')).toContainText('300 dpi picture');
    const zip = await downloadZip(page);

    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
    try {
      for (const name of ['hello.pdf', 'spans.pdf']) {
        writeFileSync(path.join(dir, name), zip.get(name)!);
        // pdfimages lists a header of two lines and one line per image: none here, the text is paths.
        expect(execFileSync('pdfimages', ['-list', path.join(dir, name)], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(2);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Drawn where the browser draws it: the ink spans about the same width (the fonts differ a little).
    const { image } = await renderPdf(zip.get('hello.pdf')!, 144);
    const browser = await browserRender(page, cjk, image.width, image.height);
    const inkColumns = (pixels: Pixels) => {
      const columns: number[] = [];
      for (let x = 0; x < pixels.width; x++) {
        for (let y = 0; y < pixels.height; y++) {
          const i = (y * pixels.width + x) * 4;
          if (pixels.data[i] < 96 && pixels.data[i + 1] < 96 && pixels.data[i + 2] < 96) {
            columns.push(x);
            break;
          }
        }
      }
      return { left: Math.min(...columns), right: Math.max(...columns), count: columns.length };
    };
    const [pdfInk, browserInk] = [inkColumns(image), inkColumns(browser)];
    test.info().annotations.push({ type: 'ink columns', description: JSON.stringify({ pdfInk, browserInk }) });
    expect(pdfInk.count).toBeGreaterThan(100);
    expect(Math.abs(pdfInk.left - browserInk.left)).toBeLessThanOrEqual(12);
    expect(Math.abs(pdfInk.right - browserInk.right)).toBeLessThanOrEqual(image.width * 0.08);
    // The tspans' glyphs stand where the browser put them (dx included): the ink spans about the same width.
    const spansPdf = (await renderPdf(zip.get('spans.pdf')!, 144)).image;
    const [spansInk, spansBrowserInk] = [inkColumns(spansPdf), inkColumns(await browserRender(page, spans, spansPdf.width, spansPdf.height))];
    expect(Math.abs(spansInk.left - spansBrowserInk.left)).toBeLessThanOrEqual(12);
    expect(Math.abs(spansInk.right - spansBrowserInk.right)).toBeLessThanOrEqual(spansPdf.width * 0.08);
  });

  test('hostile SVGs never run script or fetch anything while becoming PDFs; the rest completes', async ({ page }) => {
    await openTool(page, ROUTE);
    await page.evaluate(() => ((window as unknown as { __trap: number }).__trap = 0));
    const trap = 'window.__trap = 1; parent.__trap = 1; top.__trap = 1';
    await uploadFiles(page, [
      svgFile('onload.svg', `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${trap}"><script>${trap}</script><rect width="10" height="10"/></svg>`),
      svgFile('remote.svg', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><use xlink:href="https://example.com/a.svg#x"/><image href="https://example.com/a.png" width="10" height="10"/><style>@import url(https://example.com/a.css);</style><a href="javascript:top.__trap=1"><rect width="5" height="5"/></a></svg>'),
      svgFile('huge.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="10" height="10"/></svg>'),
      svgFile('bomb.svg', '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&e;</text></svg>'),
      svgFile('fine.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0f0"/></svg>'),
    ]);
    await waitForRows(page, 5);
    await expect(row(page, 'bomb.svg').getByTestId('row-error')).toContainText('entities');
    for (const name of ['onload.svg', 'remote.svg', 'huge.svg', 'fine.svg']) await expect(row(page, name).getByTestId('row-status')).toHaveText('Conversion Successful');
    expect(await page.evaluate(() => (window as unknown as { __trap: number }).__trap)).toBe(0);
  });
});
