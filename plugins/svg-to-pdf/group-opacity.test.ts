// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { GROUP_END, GROUP_OPACITY, isolateGroupOpacity } from './group-opacity';
import { fadeGroupsAsOne } from './group-opacity-writer';
import { declaredValue } from './style-declarations';
import { drawnObjects } from './testing/pdf-objects';

/** jsdom computes no SVG styles: the declared value (or its default) stands in for the browser's. */
const DEFAULTS: Record<string, string> = { opacity: '1', fill: 'black', stroke: 'none' };
const reader = { computed: (element: Element, property: string) => declaredValue(element, property) ?? DEFAULTS[property] ?? '' };
const svgOf = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${body}</svg>`;
const parse = (body: string) => new DOMParser().parseFromString(svgOf(body), 'image/svg+xml').documentElement;

describe('isolateGroupOpacity', () => {
  it('brackets a faded group of shapes and a faded shape with fill and stroke; leaves a lone shape to svg2pdf.js', () => {
    const root = parse(`<g id="g" opacity="0.5"><rect width="10" height="10"/><rect x="5" width="10" height="10"/></g>
      <circle id="c" r="5" stroke="red" opacity="0.4"/><rect id="lone" width="5" height="5" opacity="0.3"/>`);
    isolateGroupOpacity(root, reader);
    const group = root.querySelector('#g')!;
    expect(declaredValue(group, 'opacity')).toBe('1');
    expect(group.firstElementChild!.getAttribute(GROUP_OPACITY)).toBe('0.5');
    expect(group.lastElementChild!.hasAttribute(GROUP_END)).toBe(true);
    const circle = root.querySelector('#c')!;
    expect(circle.parentElement!.localName).toBe('g');
    expect(circle.previousElementSibling!.getAttribute(GROUP_OPACITY)).toBe('0.4');
    expect(declaredValue(root.querySelector('#lone')!, 'opacity')).toBe('0.3');
  });
});

describe('fadeGroupsAsOne', () => {
  it('draws a bracketed group into a transparency group form drawn once with the opacity', async () => {
    // jsdom loads no pictures: the markers' sizes are given to svg2pdf.js's loader by hand.
    const image = globalThis.Image.prototype;
    Object.defineProperty(image, 'src', { configurable: true, set(this: HTMLImageElement) { Object.defineProperty(this, 'width', { value: 1 }); Object.defineProperty(this, 'height', { value: 1 }); setTimeout(() => this.onload?.(new Event('load'))); } });
    const objects = await drawnObjects(
      svgOf(`<g opacity="0.5"><rect width="60" height="60" fill="green"/><rect x="40" y="40" width="60" height="60" fill="blue"/></g>`),
      (doc, svg) => fadeGroupsAsOne(doc, [svg]),
      (svg) => isolateGroupOpacity(svg, reader),
    );
    const bodies = Array.from(objects.values());
    const form = bodies.find((body) => body.includes('/Group << /S /Transparency'))!;
    expect(form).toContain('0. 0.5 0. rg');
    expect(form).toContain('0. 0. 1. rg');
    expect(form).not.toMatch(/\/GS\d+ gs/);
    const resources = bodies.find((body) => body.includes('/ProcSet'))!;
    const [, name, number] = /\/XObject <<\s*\/(\w+) (\d+) 0 R/.exec(resources)!;
    expect(objects.get(Number(number))).toBe(form);
    const page = bodies.find((body) => body.includes(`/${name} Do`))!;
    const [, state] = new RegExp(`/(GS\\d+) gs\\s+q\\s+[^\\n]*cm\\s+/${name} Do`).exec(page)!;
    expect(bodies.find((body) => /\/ca 0\.5/.test(body))).toBeDefined();
    expect(state).toMatch(/^GS\d+$/);
    delete (image as unknown as Record<string, unknown>).src;
  });
});
