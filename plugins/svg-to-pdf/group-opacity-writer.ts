import type { jsPDF } from 'jspdf';
import { GROUP_END, GROUP_OPACITY } from './group-opacity';

/**
 * Main thread: the groups group-opacity.ts brackets, drawn as PDF transparency groups. When
 * svg2pdf.js draws a group's first marker picture, the picture is skipped and, once its graphics
 * state is restored, what follows is drawn into a form (jsPDF's render target); at the last marker
 * the form ends and is drawn with the group's opacity. jsPDF writes forms without /Group (their
 * shapes would fade one by one), so each of these forms is written anew as a transparency group.
 */

interface Internal {
  newObject(): number;
  write(...text: string[]): void;
  putStream(options: { data: string; filters?: string[]; additionalKeyValues?: { key: string; value: string }[]; objectId: number }): void;
  getFilters(): string[];
  events: { subscribe(name: string, handler: (...args: unknown[]) => void): void };
}

interface Form {
  pages: string[][];
  objectNumber: number;
}

/** jsPDF's one resource dictionary: object 2 of every file it writes (1 is the page tree). */
const RESOURCES_OBJECT = 2;
/** The forms' box: the group's own content does the bounding. */
const BOX = 1_000_000;
const hrefOf = (image: Element) => image.getAttribute('href') ?? image.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ?? '';

/** Takes over drawing the bracketed groups of `svgs` into `doc` (see the file comment); returns the function that ends it. */
export async function fadeGroupsAsOne(doc: jsPDF, svgs: SVGSVGElement[]): Promise<() => void> {
  const opacities = new Map<string, number>();
  const ends = new Set<string>();
  for (const svg of svgs) {
    for (const image of Array.from(svg.querySelectorAll(`image[${GROUP_OPACITY}]`))) opacities.set(hrefOf(image), Number(image.getAttribute(GROUP_OPACITY)));
    for (const image of Array.from(svg.querySelectorAll(`image[${GROUP_END}]`))) ends.add(hrefOf(image));
  }
  if (!opacities.size) return () => undefined;
  const { GState } = await import('jspdf');
  const api = doc as unknown as Record<string, (...args: unknown[]) => unknown> & { unitMatrix: unknown };
  const internal = doc.internal as unknown as Internal;
  const original = { addImage: api.addImage, restoreGraphicsState: api.restoreGraphicsState };
  const open: { key: string; opacity: number }[] = [];
  const forms: Form[] = [];
  let pending: number | undefined;
  let closing = false;
  let opened = 0;
  internal.events.subscribe('addFormObject', (form) => {
    if (closing) forms.push(form as Form);
  });

  api.addImage = function (this: jsPDF, ...args: unknown[]) {
    const url = typeof args[0] === 'string' ? args[0] : '';
    if (opacities.has(url)) {
      pending = opacities.get(url);
      return this;
    }
    if (!ends.has(url)) return original.addImage.apply(this, args);
    const group = open.pop();
    if (!group) return this;
    // Inside the end marker's q: closed in the form, opened again outside it for svg2pdf.js's Q.
    internal.write('Q');
    closing = true;
    doc.endFormObject(group.key);
    closing = false;
    internal.write('q');
    doc.setGState(new GState({ opacity: group.opacity, 'stroke-opacity': group.opacity }));
    doc.doFormObject(group.key, api.unitMatrix as Parameters<jsPDF['doFormObject']>[1]);
    internal.write('Q', 'q');
    return this;
  };
  api.restoreGraphicsState = function (this: jsPDF, ...args: unknown[]) {
    const result = original.restoreGraphicsState.apply(this, args);
    if (pending !== undefined) {
      open.push({ key: `localbox-group-opacity-${opened++}`, opacity: pending });
      pending = undefined;
      doc.beginFormObject(-BOX, -BOX, 2 * BOX, 2 * BOX, api.unitMatrix as Parameters<jsPDF['beginFormObject']>[4]);
    }
    return result;
  };

  internal.events.subscribe('putResources', () => {
    for (const form of forms) {
      form.objectNumber = internal.newObject();
      internal.putStream({
        data: form.pages[1].join('\n'),
        filters: internal.getFilters(),
        additionalKeyValues: [
          { key: 'Type', value: '/XObject' },
          { key: 'Subtype', value: '/Form' },
          { key: 'BBox', value: `[${-BOX} ${-BOX} ${BOX} ${BOX}]` },
          { key: 'Group', value: '<< /S /Transparency /CS /DeviceRGB >>' },
          { key: 'Resources', value: `${RESOURCES_OBJECT} 0 R` },
        ],
        objectId: form.objectNumber,
      });
      internal.write('endobj');
    }
  });
  return () => Object.assign(api, original);
}
