import { ProcessingError, rethrowEngineMismatch } from '../../core/processing/errors';
import { maskedElements, rasteriseMasks } from '../../kits/svg/mask-raster';
import { drawSvg } from '../../kits/svg/raster-draw';
import { RASTER_DEFAULTS } from '../../kits/svg/raster-options';
import { withRootSize } from '../../kits/svg/root-size';
import { SVG_CONVERT_NS, type SvgSource } from '../../kits/svg/source';
import { dropClipAndMaskCycles } from './clip-mask-cycles';
import { rewriteClipsInBrowser } from './clip-rewrite';
import { applyConditionalProcessing, userLanguages } from '../../kits/svg/conditional-processing';
import { exactShadings } from './exact-shadings';
import { normaliseGradients } from './gradient-normalise';
import { hasTextBeyondLatin1, inertSvgElement } from '../../kits/svg/inert-svg';
import type { PdfOptions } from './options';
import { pageLayout, type PageLayout } from './page-layout';
import { dropReferenceCycles } from './reference-cycles';
import { normaliseStructure } from './structure-normalise';
import { prepareStylesInBrowser } from './style-pass';
import { planSoftMasks } from './soft-mask-plan';
import { drawWithSoftMasks, withSoftMaskResources } from './soft-mask-writer';
import { strokesWithPaint } from './stroke-paint-writer';

/** Resolution of the picture used when the SVG's text needs glyphs the PDF fonts lack. */
export const TEXT_FALLBACK_DPI = 300;
const MAX_FALLBACK_SIDE = 6000;
const serialise = (node: Node) => new XMLSerializer().serializeToString(node);


export interface PdfResult {
  bytes: ArrayBuffer;
  layout: PageLayout;
  /** The page holds a picture of the SVG instead of vectors (its text needs CJK or other glyphs). */
  rasterised: boolean;
  /** Some text was drawn as font outlines. */
  outlined: boolean;
  /** Masks kept as PDF soft masks (vector). */
  softMasks: number;
  /** Masked elements drawn as 300 dpi pictures of their region (masks a soft mask cannot hold). */
  masksAsPictures: number;
}

/**
 * Main thread: one PDF page with the SVG as vectors (jsPDF + svg2pdf.js). Text is drawn as outlines
 * where the browser lays it out (kits/fonts/text-outlines.ts): Tinos when the browser used Times New
 * Roman's metrics, Noto Sans SC/KR for glyphs jsPDF's Latin-1 fonts lack; text in no shipped font
 * (Arabic…) makes the page a 300 dpi picture instead. The row says which.
 */
export async function svgToPdf(source: SvgSource, options: PdfOptions, title: string): Promise<PdfResult> {
  const [{ jsPDF }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  const layout = pageLayout(source.size, options);
  const doc = new jsPDF({ orientation: layout.orientation, unit: 'pt', format: [layout.pageWidth, layout.pageHeight], compress: true });
  // Width, height and a viewBox on the root make svg2pdf.js scale the drawing into the box as an <img> would.
  const viewport = { width: source.size.viewBox?.width ?? source.size.width, height: source.size.viewBox?.height ?? source.size.height };
  const planned = normaliseStructure(inertSvgElement(source.text));
  dropReferenceCycles(planned);
  dropClipAndMaskCycles(planned);
  applyConditionalProcessing(planned, userLanguages());
  prepareStylesInBrowser(planned, viewport);
  rewriteClipsInBrowser(planned, viewport);
  const plans = planSoftMasks(planned, viewport);
  // What a soft mask cannot hold becomes a picture of its region.
  const masked = maskedElements(planned).length ? await rasteriseMasks(serialise(planned), source.size) : { text: serialise(planned), regions: [] };
  const sized = (text: string) => inertSvgElement(withRootSize(text, source.size, source.size.width, source.size.height));
  const element = sized(masked.text);
  const softMasks = plans.map((plan) => ({ ...plan, maskSvg: sized(serialise(plan.maskSvg)) }));
  for (const svg of [element, ...softMasks.map((mask) => mask.maskSvg)]) normaliseGradients(svg, viewport);
  // Text the browser draws in Times New Roman's metrics becomes Tinos outlines where it put each
  // character; text the standard fonts lack, Noto Sans SC outlines; what cannot is drawn as a picture.
  // opentype.js and the outlining load only for files with text.
  const outlinedAsLaidOut = element.querySelector('text')
    ? await Promise.all([import('../../kits/fonts/text-outlines'), import('./text-to-paths')])
        .then(([{ outlineTexts }, { notoFontFinder }]) => outlineTexts(element, viewport, undefined, undefined, notoFontFinder()))
        .catch(() => 0)
    : 0;
  const outlined = outlinedAsLaidOut + (hasTextBeyondLatin1(element) ? await import('./text-to-paths').then(({ textToPaths }) => textToPaths(element)).catch((error: unknown) => (rethrowEngineMismatch(error), 0)) : 0);
  const rasterised = hasTextBeyondLatin1(element);
  doc.setProperties({ title, creator: 'Localbox' });
  try {
    if (rasterised) {
      const width = Math.min(MAX_FALLBACK_SIDE, Math.round((layout.width / 72) * TEXT_FALLBACK_DPI));
      const drawn = await drawSvg(source, { ...RASTER_DEFAULTS.png, sizeMode: 'width', width, transparent: true }, 'png');
      doc.addImage(new Uint8Array(await drawn.png.arrayBuffer()), 'PNG', layout.x, layout.y, layout.width, layout.height, undefined, 'FAST');
    } else {
      const place = { x: layout.x, y: layout.y, width: layout.width, height: layout.height };
      const focalRadius = (id: string) => Number([element, ...softMasks.map((mask) => mask.maskSvg)].map((svg) => svg.querySelector(`radialGradient[id="${CSS.escape(id)}"]`)?.getAttribute('fr')).find(Boolean) ?? 0);
      const shadings = await exactShadings(doc, focalRadius);
      const endStrokes = await strokesWithPaint(doc, shadings);
      try {
        await drawWithSoftMasks(doc, element, softMasks, { ...place, pageWidth: layout.pageWidth, pageHeight: layout.pageHeight }, (svg) => doc.svg(svg, place));
      } finally {
        endStrokes();
        shadings.end();
      }
    }
  } catch (error) {
    if (error instanceof ProcessingError) throw error;
    throw new ProcessingError(`${SVG_CONVERT_NS}:errors.pdf`, error instanceof Error ? error.message : String(error));
  }
  return { bytes: withSoftMaskResources(doc.output('arraybuffer')), layout, rasterised, outlined: outlined > 0, softMasks: rasterised ? 0 : softMasks.length, masksAsPictures: rasterised ? 0 : masked.regions.length };
}
