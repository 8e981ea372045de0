import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import { firstMediaBox, pageLayout } from './page-layout';

describe('svg-to-pdf page layout', () => {
  it('defaults to the SVG size, 10 mm margin for paper', () => {
    expect(optionsSchema.parse(DEFAULT_OPTIONS)).toEqual({ page: 'svg', margin: 10 });
    expect(optionsSchema.safeParse({ page: 'a3', margin: 10 }).success).toBe(false);
  });

  it('makes the page the SVG size in points, landscape when wider', () => {
    expect(pageLayout({ width: 16, height: 16 }, DEFAULT_OPTIONS)).toEqual({ pageWidth: 12, pageHeight: 12, orientation: 'portrait', x: 0, y: 0, width: 12, height: 12 });
    expect(pageLayout({ width: 200, height: 100 }, DEFAULT_OPTIONS)).toMatchObject({ pageWidth: 150, pageHeight: 75, orientation: 'landscape' });
  });

  it('scales a page larger than PDF readers accept (200 in) down to 14400 pt, keeping the ratio', () => {
    expect(pageLayout({ width: 30000, height: 15000 }, DEFAULT_OPTIONS)).toMatchObject({ pageWidth: 14400, pageHeight: 7200, width: 14400, height: 7200 });
  });

  it('fits the SVG in A4 or Letter inside the margin, centred, turning the paper for wide SVGs', () => {
    const wide = pageLayout({ width: 200, height: 100 }, { page: 'a4', margin: 20 });
    expect([wide.pageWidth, wide.pageHeight, wide.orientation]).toEqual([841.89, 595.28, 'landscape']);
    const margin = (20 * 72) / 25.4;
    expect(wide.width).toBeCloseTo(841.89 - 2 * margin, 6);
    expect(wide.height).toBeCloseTo(wide.width / 2, 6);
    expect(wide.x).toBeCloseTo(margin, 6);
    expect(wide.y).toBeCloseTo((595.28 - wide.height) / 2, 6);
    const tall = pageLayout({ width: 100, height: 400 }, { page: 'letter', margin: 0 });
    expect([tall.pageWidth, tall.pageHeight, tall.orientation, tall.height]).toEqual([612, 792, 'portrait', 792]);
    expect(tall.x).toBeCloseTo((612 - 198) / 2, 6);
  });

  it('reads the first page size back from PDF bytes', () => {
    const pdf = new TextEncoder().encode('%PDF-1.3\n3 0 obj\n<</Type /Page\n/MediaBox [0 0 841.89 595.28]\n>>');
    expect(firstMediaBox(pdf)).toEqual({ width: 841.89, height: 595.28 });
    expect(firstMediaBox(new Uint8Array(10))).toBeUndefined();
  });
});
