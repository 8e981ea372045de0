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
});
