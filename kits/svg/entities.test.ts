import { describe, expect, it } from 'vitest';
import { UnsafeDoctypeError } from './doctype';
import { EntityExpansionError, entityExpansionSize, MAX_ENTITY_EXPANSION } from './entities';
import { longDoctypeBomb, nestedEntityBomb, quotedBracketBomb } from './testing/bombs';

const svg = (subset: string, body = '') => `<?xml version="1.0"?><!DOCTYPE svg [${subset}]><svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

describe('entityExpansionSize', () => {
  it('is zero without a DOCTYPE', () => {
    expect(entityExpansionSize('<svg/>')).toBe(0);
  });

  it('lets editors’ namespace entities through', () => {
    const text = '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x" [ <!ENTITY ns_svg "http://www.w3.org/2000/svg"> ]><svg xmlns="&ns_svg;"/>';
    expect(entityExpansionSize(text)).toBe('http://www.w3.org/2000/svg'.length);
  });

  it('reads Illustrator’s style entities, comments and an ATTLIST', () => {
    const subset = '<!-- styles --><!ENTITY st0 "fill:#FFFFFF;stroke:#000000;width:100%;"><!ATTLIST svg xmlns:a3 CDATA #IMPLIED><!ENTITY ext SYSTEM "x.ent">';
    expect(entityExpansionSize(svg(subset, '<rect style="&st0;"/><!-- &nbsp; --><![CDATA[&x;]]>'))).toBe('fill:#FFFFFF;stroke:#000000;width:100%;'.length);
  });

  it('refuses a billion-laughs bomb without expanding it: the DOCTYPE is refused before any reference is read', () => {
    const probe = { steps: 0 };
    expect(() => entityExpansionSize(nestedEntityBomb(9), MAX_ENTITY_EXPANSION, probe)).toThrow(UnsafeDoctypeError);
    expect(probe.steps).toBe(0);
  });

  it('sees past a "]>" inside a quoted value', () => {
    expect(() => entityExpansionSize(quotedBracketBomb(100_000, 20))).toThrow(EntityExpansionError);
    expect(entityExpansionSize(quotedBracketBomb(1000, 20))).toBe(20_000);
  });

  it('reads a DOCTYPE longer than 1 MB to its end', () => {
    expect(() => entityExpansionSize(longDoctypeBomb(100_000, 20))).toThrow(EntityExpansionError);
  });

  it.each([
    ['an entity made of entities', '<!ENTITY a "x"><!ENTITY b "&a;&a;">'],
    ['a character reference to &', '<!ENTITY a "&#38;b;">'],
    ['markup in an entity', '<!ENTITY a "<g/>">'],
    ['a parameter entity reference', '<!ENTITY % p "<!ENTITY a \'x\'>"> %p;'],
    ['a parameter reference in a value', '<!ENTITY a "%p;">'],
    ['an entity declared twice', '<!ENTITY a "x"><!ENTITY a "y">'],
    ['an entity hidden in a comment', '<!ENTITY a "x"><!-- <!ENTITY a "&b;&b;"> -->'],
    ['an entity hidden in a value', '<!ENTITY a "<!ENTITY b \'x\'>">'],
    ['a conditional section', '<![INCLUDE[<!ENTITY a "x">]]>'],
    ['an unterminated literal', '<!ENTITY a "x>'],
    ['an id given by default', '<!ATTLIST use id ID "a">'],
    ['an href given by default', '<!ATTLIST use xlink:href CDATA #FIXED "#bomb">'],
  ])('refuses %s', (_, subset) => {
    expect(() => entityExpansionSize(svg(subset, '<text>&a;</text>'))).toThrow(UnsafeDoctypeError);
  });

  it('refuses an entity declaration written in the body (svgo reads it)', () => {
    expect(() => entityExpansionSize(svg('<!ENTITY a "x">', '<desc><![CDATA[<!ENTITY a "&b;">]]></desc>'))).toThrow(UnsafeDoctypeError);
  });

  it('refuses a reference to an undeclared or external entity', () => {
    expect(() => entityExpansionSize(svg('<!ENTITY a "x">', '<text>&b;</text>'))).toThrow(UnsafeDoctypeError);
    expect(() => entityExpansionSize(svg('<!ENTITY e SYSTEM "e.xml">', '<text>&e;</text>'))).toThrow(UnsafeDoctypeError);
  });

  it('reads a pathological text in linear time: an unterminated comment ends the scan instead of being rescanned', () => {
    const probe = { steps: 0 };
    expect(entityExpansionSize(svg('<!ENTITY a "x">', '<!--'.repeat(200_000) + '<?'.repeat(200_000)), MAX_ENTITY_EXPANSION, probe)).toBe(0);
    // The <svg> tag, then the first "<!--", which has no end.
    expect(probe.steps).toBe(2);
    // Terminated ones: one step each, whatever their number.
    const closed = { steps: 0 };
    expect(entityExpansionSize(svg('<!ENTITY a "x">', '<!-- &a; -->'.repeat(50_000) + '&a;'), MAX_ENTITY_EXPANSION, closed)).toBe(1);
    expect(closed.steps).toBe(1 + 50_000 + 1 + 1);
  });
});
