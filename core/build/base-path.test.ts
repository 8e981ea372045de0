import { describe, expect, it } from 'vitest';
import { basePath } from './base-path';

describe('LOCALBOX_BASE', () => {
  it('is the root when unset, and a prefix with both slashes however it is written', () => {
    expect(basePath(undefined)).toBe('/');
    expect(basePath('/')).toBe('/');
    expect(basePath('/tools/')).toBe('/tools/');
    expect(basePath('tools')).toBe('/tools/');
    expect(basePath('/apps/localbox')).toBe('/apps/localbox/');
  });

  it('refuses what is not a plain path', () => {
    for (const bad of ['/../etc/', 'https://example.org/tools/', '/a b/', '/tools/?x=1', '/./']) expect(() => basePath(bad)).toThrow(/LOCALBOX_BASE/);
  });
});
