// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { exactShadings } from './exact-shadings';
import { declaredValue } from './style-declarations';
import { splitStrokePaint, STROKE_PAINT_SENTINEL } from './stroke-paint-split';
import { strokesWithPaint } from './stroke-paint-writer';
import { drawnObjects } from './testing/pdf-objects';

/** jsdom computes no SVG styles: the declared value (or its default) stands in for the browser's. */
const DEFAULTS: Record<string, string> = { stroke: 'none', 'stroke-opacity': '1', 'marker-start': 'none', 'marker-mid': 'none', 'marker-end': 'none' };
const reader = {
  computed: (element: Element, property: string) => declaredValue(element, property) ?? DEFAULTS[property] ?? '',
  box: (element: Element) => ({ width: Number(element.getAttribute('width') ?? 0), height: Number(element.getAttribute('height') ?? 0) }),
};
const parse = (body: string) => new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${body}</svg>`, 'image/svg+xml').documentElement;

describe('splitStrokePaint', () => {
  it('splits a shape stroked with a gradient into its fill, a layer filled with the stroke’s paint, and its markers', () => {
    const root = parse(`<linearGradient id="g"><stop stop-color="red"/></linearGradient>
      <rect id="r" width="50" height="40" fill="blue" stroke="url(#g)" stroke-opacity="0.5" marker-end="url(#m)"/>`);
    splitStrokePaint(root, reader);
    const [shape, stroke, markers] = Array.from(root.querySelectorAll('rect'));
    expect([declaredValue(shape, 'fill'), declaredValue(shape, 'stroke'), declaredValue(shape, 'marker-end')]).toEqual(['blue', 'none', 'none']);
    expect([declaredValue(stroke, 'fill'), declaredValue(stroke, 'fill-opacity'), declaredValue(stroke, 'stroke'), declaredValue(stroke, 'marker-end')]).toEqual([
      'url(#g)',
      '0.5',
      `rgb(${STROKE_PAINT_SENTINEL.join(', ')})`,
      'none',
    ]);
    expect([declaredValue(markers, 'fill'), declaredValue(markers, 'stroke'), declaredValue(markers, 'marker-end')]).toEqual(['none', 'none', 'url(#m)']);
    expect(stroke.id).toBe('');
  });

  it('draws the fallback colour for a bounding-box gradient on a shape without area', () => {
    const root = parse(`<linearGradient id="g"><stop stop-color="red"/></linearGradient><line id="l" x2="50" stroke="url(#g) green"/>`);
    splitStrokePaint(root, reader);
    expect(root.querySelectorAll('line')).toHaveLength(1);
    expect(declaredValue(root.querySelector('line')!, 'stroke')).toBe('green');
  });
});

describe('strokesWithPaint', () => {
  it('paints the stroke’s gradient through a soft mask of the path stroked white with its line state', async () => {
    const objects = await drawnObjects(
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
        <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
        <rect x="10" y="10" width="80" height="80" fill="none" stroke="url(#g)" stroke-width="6" stroke-linejoin="round" stroke-dasharray="5 3"/></svg>`,
      async (doc) => {
        const shadings = await exactShadings(doc, () => 0);
        const end = await strokesWithPaint(doc, shadings);
        return () => {
          end();
          shadings.end();
        };
      },
      (svg) => splitStrokePaint(svg, reader),
    );
    const bodies = Array.from(objects.values());
    const page = bodies.find((body) => body.includes('/LbSt0 gs'))!;
    // The sentinel stroke is never painted: the path ends unpainted, the paint fills a box through the mask.
    expect(page).not.toMatch(/\bB\b/);
    expect(page).toMatch(/n\s+q \/LbSt0 gs\s+[-\d.]+ [-\d.]+ [\d.]+ [\d.]+ re\s+q\s+W\* n[\s\S]*?\/Sh\d+ sh\s+Q\s+Q/);
    const state = bodies.find((body) => /\/SMask << \/Type \/Mask \/S \/Luminosity \/G (\d+) 0 R/.test(body))!;
    const group = objects.get(Number(/\/G (\d+) 0 R/.exec(state)![1]))!;
    expect(group).toContain('/Group << /S /Transparency /CS /DeviceGray >>');
    expect(group).toContain('6 w');
    expect(group).toContain('1 j');
    expect(group).toContain('[5 3] 0 d');
    expect(group).toMatch(/10 10 m\s+90 10 l\s+90 90 l\s+10 90 l\s+h\s+1 G\s+S/);
  });
});
