import { parseViewBox } from '../../kits/svg/svg-size';
import { declaredValue } from './style-declarations';

/**
 * svg2pdf.js 2.8 clips every marker to its viewBox (or to 0,0 – markerWidth × markerHeight): the
 * box of the form it draws the marker in. A marker whose overflow is visible (or auto) is drawn
 * unclipped in browsers; here its viewBox grows by a wide margin on every side and its size with
 * it, which keeps its scale (svg2pdf.js places a marker by refX and refY alone).
 */

/** The margin added around a marker's viewBox, in multiples of its larger side. */
const MARGIN = 1000;

export interface MarkerOverflowReader {
  /** The browser's computed value of `property` on `element`. */
  computed(element: Element, property: string): string;
}

const size = (marker: Element, name: string) => {
  const n = parseFloat(marker.getAttribute(name) ?? '3');
  return Number.isFinite(n) ? n : 3;
};

/**
 * The marker's overflow. What it inherits comes from the nearest ancestor that declares one, else
 * from the root, which shows its overflow when drawn as a picture (the live copy the browser
 * styles is no root, so it would read hidden there).
 */
function overflowOf(marker: Element, reader: MarkerOverflowReader): string {
  if (declaredValue(marker, 'overflow') !== 'inherit') return reader.computed(marker, 'overflow').trim();
  for (let node = marker.parentElement; node; node = node.parentElement) {
    const declared = declaredValue(node, 'overflow');
    if (declared && declared !== 'inherit') return reader.computed(node, 'overflow').trim();
  }
  return 'visible';
}

/** Rewrites every marker whose overflow shows, in place (see the file comment). */
export function unclipVisibleMarkers(root: Element, reader: MarkerOverflowReader): void {
  for (const marker of Array.from(root.querySelectorAll('marker'))) {
    if (!['visible', 'auto'].includes(overflowOf(marker, reader))) continue;
    const [width, height] = [size(marker, 'markerWidth'), size(marker, 'markerHeight')];
    if (!(width > 0 && height > 0)) continue;
    const box = parseViewBox(marker.getAttribute('viewBox') ?? undefined) ?? { minX: 0, minY: 0, width, height };
    const margin = MARGIN * Math.max(box.width, box.height);
    const [scaleX, scaleY] = [width / box.width, height / box.height];
    marker.setAttribute('viewBox', [box.minX - margin, box.minY - margin, box.width + 2 * margin, box.height + 2 * margin].join(' '));
    marker.setAttribute('markerWidth', String(scaleX * (box.width + 2 * margin)));
    marker.setAttribute('markerHeight', String(scaleY * (box.height + 2 * margin)));
  }
}
