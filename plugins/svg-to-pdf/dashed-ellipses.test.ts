// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ellipsePath, pathDashedEllipses } from './dashed-ellipses';

describe('pathDashedEllipses', () => {
  it('turns a dashed circle into a clockwise path from its rightmost point and leaves solid ones', () => {
    const root = new DOMParser().parseFromString(
      `<svg xmlns="http://www.w3.org/2000/svg"><circle id="a" cx="10" cy="20" r="5" stroke-dasharray="2" stroke="red"/><circle id="b" r="5"/></svg>`,
      'image/svg+xml',
    ).documentElement;
    pathDashedEllipses(root, {
      computed: (element, property) => (property === 'stroke-dasharray' && element.id === 'a' ? '2px' : 'none'),
      ellipse: () => ({ cx: 10, cy: 20, rx: 5, ry: 5 }),
    });
    const path = root.querySelector('#a')!;
    expect(path.localName).toBe('path');
    expect(path.getAttribute('d')).toBe(ellipsePath({ cx: 10, cy: 20, rx: 5, ry: 5 }));
    expect(path.getAttribute('d')).toMatch(/^M15 20A5 5 0 0 1 10 25/);
    expect([path.getAttribute('stroke'), path.hasAttribute('r')]).toEqual(['red', false]);
    expect(root.querySelector('#b')!.localName).toBe('circle');
  });
});
