import type { jsPDF } from 'jspdf';
import type { SoftMaskPlan } from './soft-mask-plan';
import type { JsPdfInternal } from './jspdf-internal';

/**
 * Main thread: PDF soft masks (ExtGState /SMask) for svg2pdf.js, which draws no masks, through
 * jsPDF, whose GState holds only opacities. Each mask's content is drawn by svg2pdf.js on a scratch
 * page whose content stream is kept and the page deleted; at the end it becomes the transparency
 * group of a luminosity soft mask, with the ExtGState, written into jsPDF's resources.
 * In the page, svg2pdf.js draws the masked element right after its marker picture: the marker is
 * not drawn, and when its graphics state is restored, `/LbSMn gs` is written, so the soft mask
 * applies to the rest of the group the marker opens (see soft-mask-plan.ts).
 */

type Draw = (svg: SVGSVGElement) => Promise<unknown>;

interface Area {
  x: number;
  y: number;
  pageHeight: number;
}

const gsName = (index: number) => `LbSM${index}`;
/**
 * Where a group names the page's resource dictionary, whose number jsPDF keeps to itself: written
 * as object 0 (no resources, should it stay) and patched in the finished file, width for width, by
 * withSoftMaskResources.
 */
const RESOURCES_PLACEHOLDER = '0000000000 0 R';

/** The scratch page's content stream, without the page. */
async function capture(doc: jsPDF, svg: SVGSVGElement, size: [number, number], draw: Draw): Promise<string> {
  doc.addPage(size, size[0] > size[1] ? 'landscape' : 'portrait');
  const page = doc.getNumberOfPages();
  await draw(svg);
  const content = (doc.internal as unknown as { pages: string[][] }).pages[page].join('\n');
  doc.deletePage(page);
  doc.setPage(1);
  return content;
}

/**
 * Draws the page with `draw` (svg2pdf.js on `page`), every plan's soft mask included. `area`: where
 * the SVG is placed, in points from the top-left corner, and the page's height.
 */
export async function drawWithSoftMasks(doc: jsPDF, page: SVGSVGElement, plans: SoftMaskPlan[], area: Area & { pageWidth: number }, draw: Draw): Promise<void> {
  if (!plans.length) {
    await draw(page);
    return;
  }
  const contents: string[] = [];
  for (const plan of plans) contents.push(await capture(doc, plan.maskSvg, [area.pageWidth, area.pageHeight], draw));
  const markers = new Map(plans.map((plan, index) => [plan.markerUrl, index]));
  const api = doc as unknown as Record<string, (...args: unknown[]) => unknown>;
  const addImage = api.addImage;
  const restore = api.restoreGraphicsState;
  let pending: number | undefined;
  api.addImage = function (this: jsPDF, ...args: unknown[]) {
    const index = typeof args[0] === 'string' ? markers.get(args[0]) : undefined;
    if (index === undefined) return addImage.apply(this, args);
    pending = index;
    return this;
  };
  api.restoreGraphicsState = function (this: jsPDF, ...args: unknown[]) {
    const result = restore.apply(this, args);
    if (pending !== undefined) (doc.internal as unknown as JsPdfInternal).write(`/${gsName(pending)} gs`);
    pending = undefined;
    return result;
  };
  try {
    await draw(page);
  } finally {
    api.addImage = addImage;
    api.restoreGraphicsState = restore;
  }
  const { GState } = await import('jspdf');
  // jsPDF writes the ExtGState dictionary only when it has a state of its own.
  doc.addGState('localbox-soft-masks', new GState({ opacity: 1 }));
  writeSoftMasks(doc, plans, contents, area);
}

function writeSoftMasks(doc: jsPDF, plans: SoftMaskPlan[], contents: string[], area: Area & { pageWidth: number }): void {
  const internal = doc.internal as unknown as JsPdfInternal;
  const stateObjects: number[] = [];
  internal.events.subscribe('putResources', () => {
    if (stateObjects.length) return;
    plans.forEach((_, index) => {
      const group = internal.newObject();
      // The scratch page's stream begins with svg2pdf.js's page flip and offset: the matrix undoes both.
      internal.putStream({
        data: contents[index],
        filters: internal.getFilters(),
        additionalKeyValues: [
          { key: 'Type', value: '/XObject' },
          { key: 'Subtype', value: '/Form' },
          { key: 'BBox', value: `[0 0 ${area.pageWidth} ${area.pageHeight}]` },
          { key: 'Matrix', value: `[1 0 0 -1 ${-area.x} ${area.pageHeight - area.y}]` },
          { key: 'Group', value: '<< /S /Transparency /CS /DeviceRGB >>' },
          { key: 'Resources', value: RESOURCES_PLACEHOLDER },
        ],
        objectId: group,
      });
      internal.write('endobj');
      const state = internal.newObject();
      internal.write(`<< /Type /ExtGState /SMask << /Type /Mask /S /Luminosity /G ${group} 0 R >> >>`);
      internal.write('endobj');
      stateObjects.push(state);
    });
  });
  internal.events.subscribe('putGStateDict', () => {
    stateObjects.forEach((object, index) => internal.write(`/${gsName(index)} ${object} 0 R`));
  });
}

/**
 * The finished PDF with each soft mask's group given the page's resource dictionary (see
 * RESOURCES_PLACEHOLDER): the same bytes otherwise, so the cross-reference offsets still hold.
 */
export function withSoftMaskResources(bytes: ArrayBuffer): ArrayBuffer {
  const text = new TextDecoder('latin1').decode(bytes);
  const resources = /\/Type\s*\/Page\b[^]*?\/Resources\s+(\d+\s+\d+\s+R)/.exec(text)?.[1];
  if (!resources || resources.length > RESOURCES_PLACEHOLDER.length || !text.includes(`/Resources ${RESOURCES_PLACEHOLDER}`)) return bytes;
  const patched = new Uint8Array(bytes.slice(0));
  const replacement = Uint8Array.from(resources.padEnd(RESOURCES_PLACEHOLDER.length, ' '), (c) => c.charCodeAt(0));
  const key = '/Resources ';
  for (let at = text.indexOf(key + RESOURCES_PLACEHOLDER); at >= 0; at = text.indexOf(key + RESOURCES_PLACEHOLDER, at + 1)) patched.set(replacement, at + key.length);
  return patched.buffer;
}
