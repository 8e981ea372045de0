import { describe, expect, it } from 'vitest';
import { isAcceptedSource, isSvgSource } from './source-type';

describe('converter source types', () => {
  it('takes PNG, JPG, GIF, WebP and SVG', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']) {
      expect(isAcceptedSource({ name: 'x', type }), type).toBe(true);
    }
  });

  it('refuses other files, going by extension only when the type is unknown', () => {
    expect(isAcceptedSource({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isAcceptedSource({ name: 'fake.png', type: 'application/pdf' })).toBe(false);
    expect(isAcceptedSource({ name: 'logo.svg', type: '' })).toBe(true);
    expect(isAcceptedSource({ name: 'data.bin', type: '' })).toBe(false);
  });

  it('knows an SVG', () => {
    expect(isSvgSource({ name: 'a.svg', type: 'image/svg+xml' })).toBe(true);
    expect(isSvgSource({ name: 'a.png', type: 'image/png' })).toBe(false);
  });
});
