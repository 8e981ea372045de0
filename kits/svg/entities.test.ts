import { describe, expect, it } from 'vitest';
import { EntityExpansionError, entityExpansionSize } from './entities';

const bomb = (levels: number) => {
  const lines = ['<!ENTITY l0 "lol">'];
  for (let i = 1; i <= levels; i++) lines.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?><!DOCTYPE svg [${lines.join('')}]><svg xmlns="http://www.w3.org/2000/svg"><text>&l${levels};</text></svg>`;
};

describe('entityExpansionSize', () => {
  it('is zero without a DOCTYPE subset', () => {
    expect(entityExpansionSize('<svg/>')).toBe(0);
  });

  it('lets editors’ namespace entities through', () => {
    const text = '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x" [ <!ENTITY ns_svg "http://www.w3.org/2000/svg"> ]><svg xmlns="&ns_svg;"/>';
    expect(entityExpansionSize(text)).toBe('http://www.w3.org/2000/svg'.length);
  });

  it('refuses a billion-laughs bomb without expanding it', () => {
    const started = performance.now();
    expect(() => entityExpansionSize(bomb(9))).toThrow(EntityExpansionError);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses an entity that refers to itself', () => {
    expect(() => entityExpansionSize('<!DOCTYPE svg [<!ENTITY a "x&b;"><!ENTITY b "&a;">]><svg>&a;</svg>')).toThrow(EntityExpansionError);
  });

  it('accepts a small nested expansion', () => {
    expect(entityExpansionSize(bomb(2))).toBe(300);
  });
});
