// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { normaliseStructure, tidyTransform } from './structure-normalise';

const parse = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
const serialise = (node: Node) => new XMLSerializer().serializeToString(node);

describe('normaliseStructure', () => {
  it('writes transforms and url() references without inner spaces or quotes', () => {
    expect(tidyTransform('  matrix  (  0.75  0.2 -0.5 0.7 81 2  )   ')).toBe('matrix(0.75  0.2 -0.5 0.7 81 2)');
    expect(tidyTransform('translate(10,20) rotate (45)')).toBe('translate(10,20) rotate(45)');
    const root = normaliseStructure(parse(`<svg xmlns="http://www.w3.org/2000/svg"><g transform=" scale ( 2 ) "><rect fill="url( '#a' )" style="stroke: url( #b )"/></g></svg>`));
    expect(root.querySelector('g')!.getAttribute('transform')).toBe('scale(2)');
    expect(root.querySelector('rect')!.getAttribute('fill')).toBe('url(#a)');
    expect(root.querySelector('rect')!.getAttribute('style')).toBe('stroke: url(#b)');
  });

  it('makes prefixed SVG elements plain, the root included, and they stay plain once serialised', () => {
    const root = normaliseStructure(parse(`<svg:svg xmlns:svg="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><svg:g id="g"><svg:rect width="5"/></svg:g></svg:svg>`));
    const text = serialise(root);
    expect(text).not.toContain('svg:');
    expect(text).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="g"><rect width="5"/></g></svg>');
  });

  it('turns a <use> of a <use> into a group moved by its x and y holding a copy of the inner one', () => {
    const root = normaliseStructure(
      parse(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect id="r" width="5" height="5"/>
        <use id="u1" xlink:href="#r" y="10"/><use id="u2" xlink:href="#u1" x="3" y="10" fill="red"/><use id="self" href="#self"/></svg>`),
    );
    const group = root.querySelector('g#u2')!;
    expect(group.getAttribute('transform')).toBe('translate(3 10)');
    expect(group.getAttribute('fill')).toBe('red');
    const copy = group.querySelector('use')!;
    expect([copy.id, copy.getAttribute('xlink:href'), copy.getAttribute('y')]).toEqual(['', '#r', '10']);
    // A <use> of itself is left to reference-cycles.ts.
    expect(root.querySelector('use#self')).not.toBeNull();
  });

  it('puts the opacity of a <use> of a <symbol> on a group around it', () => {
    const root = normaliseStructure(parse(`<svg xmlns="http://www.w3.org/2000/svg"><symbol id="s"><rect/></symbol><rect id="r"/><use href="#s" opacity="0.5"/><use href="#r" opacity="0.5"/></svg>`));
    const [ofSymbol, ofRect] = Array.from(root.querySelectorAll('use'));
    expect(ofSymbol.parentElement!.localName).toBe('g');
    expect(ofSymbol.parentElement!.getAttribute('opacity')).toBe('0.5');
    expect(ofSymbol.hasAttribute('opacity')).toBe(false);
    expect(ofRect.getAttribute('opacity')).toBe('0.5');
  });

  it('follows a <use>\'s href before its xlink:href (SVG 2)', () => {
    const root = normaliseStructure(
      parse(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><symbol id="s"><rect/></symbol><rect id="r"/><use href="#s" xlink:href="#r" opacity="0.5"/></svg>`),
    );
    expect(root.querySelector('use')!.parentElement!.getAttribute('opacity')).toBe('0.5');
  });

  it('declares a currentColor paint again where color changes under it', () => {
    const root = normaliseStructure(parse(`<svg xmlns="http://www.w3.org/2000/svg"><g fill="currentColor" stroke="blue"><g color="green"><rect/></g><g color="red" fill="black"/></g></svg>`));
    const [green, red] = Array.from(root.querySelectorAll('[color]'));
    expect([green.getAttribute('fill'), green.getAttribute('stroke')]).toEqual(['currentColor', null]);
    expect(red.getAttribute('fill')).toBe('black');
  });
});
