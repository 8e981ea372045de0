// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resolveGeometry } from './geometry-units';

describe('resolveGeometry', () => {
  it('writes lengths in other units in user units and leaves plain numbers and auto radii', () => {
    const root = new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg"><rect x="1em" y="20" width="10%" height="qwe" rx="auto"/></svg>`, 'image/svg+xml').documentElement;
    const resolved: Record<string, number> = { x: 16, width: 30, height: 0 };
    resolveGeometry(root, { length: (_, name) => resolved[name] });
    const rect = root.querySelector('rect')!;
    expect(['x', 'y', 'width', 'height', 'rx'].map((name) => rect.getAttribute(name))).toEqual(['16', '20', '30', '0', 'auto']);
  });

  it("gives a nested <svg> its viewport in user units, a missing width or height as the browser's 100%", () => {
    const root = new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" width="5%"><svg x="25%" y="10"><rect/></svg></svg>`, 'image/svg+xml').documentElement;
    const resolved: Record<string, number> = { x: 50, width: 200, height: 150 };
    resolveGeometry(root, { length: (_, name) => resolved[name] });
    const nested = root.querySelector('svg')!;
    expect(['x', 'y', 'width', 'height'].map((name) => nested.getAttribute(name))).toEqual(['50', '10', '200', '150']);
    // The root's size is withRootSize's.
    expect(root.getAttribute('width')).toBe('5%');
  });
});
