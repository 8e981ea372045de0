// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { layerOrder, splitPaintOrder } from './paint-order';

const parse = (body: string) => new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`, 'image/svg+xml').documentElement;

describe('layerOrder', () => {
  it('completes the order with the missing layers in their default order and ignores repeats and unknown words', () => {
    expect(layerOrder('normal')).toEqual(['fill', 'stroke', 'markers']);
    expect(layerOrder('stroke')).toEqual(['stroke', 'fill', 'markers']);
    expect(layerOrder('markers stroke stroke')).toEqual(['markers', 'stroke', 'fill']);
  });
});

describe('splitPaintOrder', () => {
  it('draws stroke before fill as two copies, each painting one layer', () => {
    const root = parse(`<path id="p" d="M0 0L10 10" fill="red" stroke="blue"/><rect id="r" fill="red"/>`);
    const computed: Record<string, Record<string, string>> = { p: { 'paint-order': 'stroke', fill: 'rgb(255, 0, 0)', stroke: 'rgb(0, 0, 255)', 'marker-start': 'none', 'marker-mid': 'none', 'marker-end': 'none' }, r: { 'paint-order': 'stroke', fill: 'red', stroke: 'none' } };
    splitPaintOrder(root, { computed: (element, property) => computed[element.id]?.[property] ?? 'none' });
    const paths = Array.from(root.querySelectorAll('path'));
    expect(paths.map((path) => [path.getAttribute('fill'), path.getAttribute('stroke')])).toEqual([
      ['none', 'blue'],
      ['red', 'none'],
    ]);
    expect(paths.map((path) => path.id)).toEqual(['p', '']);
    // Without a stroke, the order changes nothing.
    expect(root.querySelectorAll('rect')).toHaveLength(1);
  });
});
