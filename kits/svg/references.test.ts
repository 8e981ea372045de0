// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { attributeKey, fragmentId, hrefTarget, hrefTargetIn, parseUrlReference, referencedId, tidyUrlReferences } from './references';

const element = (attributes: string) => new DOMParser().parseFromString(`<use xmlns="http://www.w3.org/2000/svg" ${attributes}/>`, 'image/svg+xml').documentElement;

describe('url(#id) references', () => {
  it('reads quotes, inner spaces and what follows (a fallback paint)', () => {
    expect(parseUrlReference('url(#a)')).toEqual({ id: 'a', rest: '' });
    expect(parseUrlReference('  url(  "#a"  )  red ')).toEqual({ id: 'a', rest: 'red' });
    expect(parseUrlReference("URL('#a')")).toEqual({ id: 'a', rest: '' });
    expect(parseUrlReference('url(a.svg#a)')).toBeUndefined();
    expect(parseUrlReference('none')).toBeUndefined();
  });

  it('takes a clip-path or mask value only when nothing follows the reference', () => {
    expect(referencedId(' url(#c) ')).toBe('c');
    expect(referencedId('url(#c) red')).toBeUndefined();
  });

  it('writes every reference of a value plainly', () => {
    expect(tidyUrlReferences('  url(  #lg1   )  ')).toBe('url(#lg1)');
    expect(tidyUrlReferences("url('#lg1') red")).toBe('url(#lg1) red');
    expect(tidyUrlReferences("fill: url( '#a' ); stroke: url(\"#b\")")).toBe('fill: url(#a); stroke: url(#b)');
  });
});

describe('href', () => {
  it('names an element of the same document only', () => {
    expect(fragmentId(' #a ')).toBe('a');
    expect(fragmentId('other.svg#a')).toBeUndefined();
    expect(fragmentId('#')).toBeUndefined();
  });

  it('prefers href to xlink:href (SVG 2), under any prefix bound to XLink', () => {
    expect(hrefTarget(element('xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#old" href="#new"'))).toBe('new');
    expect(hrefTarget(element('xmlns:l="http://www.w3.org/1999/xlink" l:href="#a"'))).toBe('a');
    expect(hrefTarget(element('xmlns:l="urn:other" l:href="#a"'))).toBeUndefined();
  });

  it('keeps XLink attributes as xlink:name in plain attributes, whatever their prefix', () => {
    const use = element('xmlns:l="http://www.w3.org/1999/xlink" l:href="#a" id="u"');
    const attributes = Object.fromEntries(Array.from(use.attributes).map((attribute) => [attributeKey(attribute), attribute.value]));
    expect(attributes).toMatchObject({ 'xlink:href': '#a', id: 'u' });
    expect(hrefTargetIn(attributes)).toBe('a');
    expect(hrefTargetIn({ href: '#new', 'xlink:href': '#old' })).toBe('new');
  });
});
