import { inflateSync } from 'node:zlib';
import type { jsPDF } from 'jspdf';
import { normaliseGradients } from '../gradient-normalise';

/** Every object of a PDF jsPDF wrote, by number, streams inflated. */
export function objectsOf(pdf: ArrayBuffer): Map<number, string> {
  const text = Buffer.from(pdf).toString('latin1');
  return new Map(
    Array.from(text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g), ([, number, body]) => {
      const stream = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
      if (!stream || !/FlateDecode/.test(body)) return [Number(number), body];
      return [Number(number), body.replace(stream[1], inflateSync(Buffer.from(stream[1], 'latin1')).toString('latin1'))];
    }),
  );
}

/**
 * A 100 × 100 pt PDF of `svgText` drawn by svg2pdf.js (its gradients normalised), with `takeOver`
 * hooked into the document while it draws; its objects, decoded.
 */
export async function drawnObjects(svgText: string, takeOver: (doc: jsPDF, svg: SVGSVGElement) => Promise<() => void>, prepare?: (svg: SVGSVGElement) => void): Promise<Map<number, string>> {
  const { jsPDF } = await import('jspdf');
  // The ES build (typed in testing/svg2pdf-es.d.ts): the package's main (UMD) does not load under Node.
  await import('svg2pdf.js/dist/svg2pdf.es.js');
  const svg = new DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
  prepare?.(svg);
  normaliseGradients(svg, { width: 100, height: 100 });
  const doc = new jsPDF({ unit: 'pt', format: [100, 100], compress: true });
  const end = await takeOver(doc, svg);
  await doc.svg(svg, { x: 0, y: 0, width: 100, height: 100 });
  end();
  return objectsOf(doc.output('arraybuffer'));
}
