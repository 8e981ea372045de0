import type { PdfOptions } from './options';

/** CSS pixels to PDF points (96 px = 72 pt). */
export const PT_PER_PX = 0.75;
export const PT_PER_MM = 72 / 25.4;

/** Paper sizes in points, portrait. */
export const PAPER: Record<'a4' | 'letter', { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** The largest page side PDF readers accept (Acrobat: 200 in); bigger SVG pages are scaled down to it. */
export const MAX_PAGE_SIDE = 14_400;

export interface PageLayout {
  pageWidth: number;
  pageHeight: number;
  orientation: 'portrait' | 'landscape';
  /** Where the SVG is drawn on the page, in points from the top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The page and the SVG's place on it: the SVG's own size in points (at most MAX_PAGE_SIDE), or a paper size turned to
 * landscape when the SVG is wider than tall, with the SVG fitted and centred inside the margin.
 */
export function pageLayout(svg: { width: number; height: number }, options: PdfOptions): PageLayout {
  const shrink = Math.min(1, MAX_PAGE_SIDE / (Math.max(svg.width, svg.height) * PT_PER_PX));
  const width = svg.width * PT_PER_PX * shrink;
  const height = svg.height * PT_PER_PX * shrink;
  const orientation = width > height ? 'landscape' : 'portrait';
  if (options.page === 'svg') return { pageWidth: width, pageHeight: height, orientation, x: 0, y: 0, width, height };
  const paper = PAPER[options.page];
  const [pageWidth, pageHeight] = orientation === 'landscape' ? [paper.height, paper.width] : [paper.width, paper.height];
  const margin = Math.min(options.margin * PT_PER_MM, pageWidth / 2 - 1, pageHeight / 2 - 1);
  const scale = Math.min((pageWidth - 2 * margin) / width, (pageHeight - 2 * margin) / height);
  const w = width * scale;
  const h = height * scale;
  return { pageWidth, pageHeight, orientation, x: (pageWidth - w) / 2, y: (pageHeight - h) / 2, width: w, height: h };
}

/** The first page's size in points from a PDF's bytes (its first /MediaBox), for the preview. */
export function firstMediaBox(pdf: Uint8Array): { width: number; height: number } | undefined {
  const text = new TextDecoder('latin1').decode(pdf.subarray(0, Math.min(pdf.length, 4_000_000)));
  const match = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(text);
  if (!match) return undefined;
  const [x0, y0, x1, y1] = match.slice(1).map(Number);
  return { width: x1 - x0, height: y1 - y0 };
}
