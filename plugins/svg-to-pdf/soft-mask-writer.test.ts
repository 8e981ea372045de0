// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { drawWithSoftMasks, withSoftMaskResources } from './soft-mask-writer';
import { parseSvg } from './testing/clip-pdf';

const MARKER = `data:image/png;base64,${btoa('marker 0')}`;

// svg2pdf.js measures a picture with an Image before drawing it; jsdom never loads one.
vi.stubGlobal(
  'Image',
  class {
    width = 1;
    height = 1;
    onload = () => undefined;
    set src(_: string) {
      queueMicrotask(() => this.onload());
    }
  },
);
const svg = (body: string) => parseSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${body}</svg>`);

/** Each cross-reference entry's offset, checked to open its object. */
function xrefHolds(text: string): boolean {
  const xref = text.slice(text.lastIndexOf('\nxref\n'));
  const entries = Array.from(xref.matchAll(/^(\d{10}) 00000 n/gm)).map((match) => Number(match[1]));
  return entries.length > 0 && entries.every((offset, i) => text.startsWith(`${i + 1} 0 obj`, offset));
}

describe('soft masks written through jsPDF', () => {
  it('gives each mask group the page’s own resource dictionary, patched width for width so the cross-references hold', async () => {
    const [{ jsPDF }] = await Promise.all([import('jspdf'), import('svg2pdf.js/dist/svg2pdf.es.js')]);
    const doc = new jsPDF({ unit: 'pt', format: [200, 200], compress: false });
    const place = { x: 0, y: 0, width: 200, height: 200 };
    const page = svg(`<g><image x="0" y="0" width="0.000001" height="0.000001" href="${MARKER}"/><rect width="200" height="200" fill="green"/></g>`);
    const maskSvg = svg(`<linearGradient id="g"><stop offset="0" stop-color="black"/><stop offset="1" stop-color="white"/></linearGradient><rect width="200" height="200" fill="url(#g)"/>`);
    await drawWithSoftMasks(doc, page, [{ markerUrl: MARKER, maskSvg }], { ...place, pageWidth: 200, pageHeight: 200 }, (element) => doc.svg(element, place));
    const raw = doc.output('arraybuffer');
    const bytes = withSoftMaskResources(raw);
    expect(bytes.byteLength).toBe(raw.byteLength);
    const text = new TextDecoder('latin1').decode(bytes);
    const pageResources = /\/Type \/Page\n[^]*?\/Resources (\d+) 0 R/.exec(text)![1];
    const group = /\/Subtype \/Form[^]*?\/Resources ([^\n]*)/.exec(text)![1];
    expect(group).toBe(`${pageResources} 0 R`.padEnd('0000000000 0 R'.length, ' '));
    // The group is the luminosity soft mask of a graphics state the page sets.
    const state = /(\d+) 0 obj\n<< \/Type \/ExtGState \/SMask << \/Type \/Mask \/S \/Luminosity \/G \d+ 0 R >> >>/.exec(text)![1];
    expect(text).toContain(`/LbSM0 ${state} 0 R`);
    expect(text).toMatch(/\/LbSM0 gs/);
    expect(xrefHolds(text)).toBe(true);
    // The placeholder names no object: a file without it is left as it was.
    const plain = new TextEncoder().encode('%PDF-1.3\n3 0 obj\n<</Type /Page\n/Resources 2 0 R\n>>').buffer;
    expect(withSoftMaskResources(plain)).toBe(plain);
  });
});
