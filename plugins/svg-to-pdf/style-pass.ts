import { pathDashedEllipses } from './dashed-ellipses';
import { resolveGeometry } from './geometry-units';
import { withLiveCopy } from '../../kits/svg/live-copy';
import { normaliseMarkers } from './marker-normalise';
import { unclipVisibleMarkers } from './marker-overflow';
import { splitPaintOrder } from './paint-order';
import { normalisePatterns } from './pattern-normalise';
import { resolvePaint } from './resolved-paint';
import { splitStrokePaint } from './stroke-paint-split';

/**
 * Main thread: the rewrites that need the browser's computed styles and boxes, read once in a
 * hidden shadow root: paint and stroke values svg2pdf.js reads (resolved-paint.ts), shape lengths
 * in user units (geometry-units.ts), markers (marker-normalise.ts, marker-overflow.ts), strokes with a paint server as
 * layers (stroke-paint-split.ts), patterns in the form it draws
 * (pattern-normalise.ts), paint-order as copies (paint-order.ts), dashed ellipses as paths
 * (dashed-ellipses.ts). Every read is of the SVG as it was (a copy reads as what it was copied
 * from): the live copy is never rewritten.
 */
export function prepareStylesInBrowser(root: SVGSVGElement, viewport: { width: number; height: number }): void {
  withLiveCopy(root, (liveOf) => {
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (live: Element) => styles.get(live) ?? styles.set(live, getComputedStyle(live)).get(live)!;
    const reader = {
      computed: (element: Element, property: string) => {
        const live = liveOf(element);
        return live ? style(live).getPropertyValue(property) : '';
      },
      valid: (property: string, value: string) => CSS.supports(property, value),
      length: (element: Element, name: string) => (liveOf(element) as unknown as Record<string, SVGAnimatedLength | undefined> | undefined)?.[name]?.baseVal?.value,
      ellipse: (element: Element) => {
        const live = liveOf(element) as (SVGCircleElement & SVGEllipseElement) | undefined;
        if (!live) return undefined;
        const value = (length: SVGAnimatedLength | undefined) => length?.baseVal.value ?? 0;
        const [rx, ry] = live.localName === 'circle' ? [value(live.r), value(live.r)] : [value(live.rx), value(live.ry)];
        return { cx: value(live.cx), cy: value(live.cy), rx: rx || ry, ry: ry || rx };
      },
      box: (element: Element) => {
        try {
          const { x, y, width, height } = (liveOf(element) as SVGGraphicsElement | undefined)?.getBBox() ?? { x: 0, y: 0, width: 0, height: 0 };
          return { x, y, width, height };
        } catch {
          return { x: 0, y: 0, width: 0, height: 0 };
        }
      },
    };
    resolvePaint(root, reader, viewport);
    resolveGeometry(root, reader);
    normaliseMarkers(root, reader);
    unclipVisibleMarkers(root, reader);
    splitStrokePaint(root, reader);
    normalisePatterns(root, reader, viewport);
    splitPaintOrder(root, reader);
    pathDashedEllipses(root, reader);
  }, viewport);
}
