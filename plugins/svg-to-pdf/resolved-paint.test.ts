// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dashArray, resolvePaint, splitColour, type StyleReader } from './resolved-paint';

const parse = (body: string) =>
  new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">${body}</svg>`, 'image/svg+xml').documentElement;
const viewport = { width: 300, height: 400 };

/** A reader that answers from a table of computed values per element id, as the browser would. */
const reader = (computed: Record<string, Record<string, string>>, invalid: string[] = []): StyleReader => ({
  computed: (element, property) => computed[element.id]?.[property] ?? '',
  valid: (_, value) => !invalid.includes(value),
});

describe('resolvePaint', () => {
  it('writes hsl and #RGBA as rgb() or rgba(), and a stop colour’s alpha into its opacity', () => {
    const root = parse(`<rect id="a" fill="hsl(120, 100%, 25%)" stroke="#0f08"/><stop id="s" style="stop-color: rgba(0,0,255,.5)" stop-opacity="0.5"/>`);
    resolvePaint(root, reader({ a: { fill: 'rgb(0, 128, 0)', stroke: 'rgba(0, 255, 0, 0.533)' }, s: { 'stop-color': 'rgba(0, 0, 255, 0.5)', 'stop-opacity': '0.5' } }), viewport);
    const rect = root.querySelector('#a')!;
    expect(rect.getAttribute('fill')).toBe('rgb(0, 128, 0)');
    expect(rect.getAttribute('stroke')).toBe('rgba(0, 255, 0, 0.533)');
    const stop = root.querySelector('#s')!;
    expect(stop.getAttribute('style')).toContain('stop-color:rgb(0, 0, 255)');
    expect(stop.getAttribute('stop-opacity')).toBe('0.25');
  });

  it('leaves inherit, invalid values and currentColor to inheritance', () => {
    const root = parse(`<g fill="red"><rect id="a" fill="inherit" stroke="qwe"/><rect id="b" style="fill:currentColor"/></g>`);
    resolvePaint(root, reader({}, ['qwe']), viewport);
    expect(root.querySelector('#a')!.hasAttribute('fill')).toBe(false);
    expect(root.querySelector('#a')!.hasAttribute('stroke')).toBe(false);
    expect(root.querySelector('#b')!.getAttribute('style')).toBe('fill:currentColor');
  });

  it('keeps a url() to a paint server, else uses its fallback colour or none', () => {
    const root = parse(`<linearGradient id="g"/><rect id="a" fill="url(#g) red" stroke="url(#missing) blue"/><rect id="b" fill="url(#missing)" stroke="url(#a)"/>`);
    resolvePaint(
      root,
      reader({ a: { fill: 'url("#g") rgb(255, 0, 0)', stroke: 'url("#missing") rgb(0, 0, 255)' }, b: { fill: 'url("#missing")', stroke: 'url("#a")' } }),
      viewport,
    );
    expect(['fill', 'stroke'].map((name) => root.querySelector('#a')!.getAttribute(name))).toEqual(['url(#g)', 'rgb(0, 0, 255)']);
    expect(['fill', 'stroke'].map((name) => root.querySelector('#b')!.getAttribute(name))).toEqual(['none', 'none']);
  });

  it('writes lengths in user units, dash offsets beside their arrays, and clamps opacities', () => {
    const root = parse(`<rect id="a" stroke-width="5%" stroke-dashoffset="1em" fill-opacity="150%"/>`);
    resolvePaint(root, reader({ a: { 'stroke-width': '5%', 'stroke-dasharray': '5px, 10%', 'stroke-dashoffset': '10px', 'fill-opacity': '1.5' } }), viewport);
    const rect = root.querySelector('#a')!;
    const diagonal = Math.hypot(300, 400) / Math.SQRT2;
    expect(Number(rect.getAttribute('stroke-width'))).toBeCloseTo(0.05 * diagonal);
    expect(rect.getAttribute('stroke-dasharray')).toBe(`5 ${0.1 * diagonal}`);
    expect(rect.getAttribute('stroke-dashoffset')).toBe('10');
    expect(rect.getAttribute('fill-opacity')).toBe('1');
  });
});

describe('splitColour', () => {
  it('rounds channels and splits the alpha off', () => {
    expect(splitColour('rgba(0, 127.6, 300, 0.5)')).toEqual({ rgb: 'rgb(0, 128, 255)', alpha: 0.5 });
    expect(splitColour('rgb(1 2 3 / 0.25)')).toEqual({ rgb: 'rgb(1, 2, 3)', alpha: 0.25 });
    expect(splitColour('currentcolor')).toBeUndefined();
  });
});

describe('dashArray', () => {
  it('draws nothing for zero sums, doubles odd lists', () => {
    expect(dashArray('0px, 0px', viewport)).toBe('none');
    expect(dashArray('none', viewport)).toBe('none');
    expect(dashArray('5px, 2px, 1px', viewport)).toBe('5 2 1 5 2 1');
  });
});
