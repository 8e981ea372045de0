import { describe, expect, it } from 'vitest';
import { useFanOutSvg } from './testing/bombs';
import { MAX_USE_COPIES, UseFanOutError, countUseCopies } from './use-fan-out';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`;

describe('countUseCopies', () => {
  it('is zero without <use>', () => {
    expect(countUseCopies(svg('<g><rect/><circle/></g>'))).toBe(0);
  });

  it('counts what each <use> draws, nested uses included', () => {
    // l1 = g + 3 uses + 3 rects = 7; the root's use draws 7.
    expect(countUseCopies(useFanOutSvg(1, 3))).toBe(3 + 7);
    expect(countUseCopies(useFanOutSvg(3, 10))).toBeGreaterThan(1000);
  });

  it.each([5, 12])('refuses %i levels of ten after listing each element at most twice, never once per copy', (levels) => {
    const text = useFanOutSvg(levels, 10);
    const tags = text.split('<').length - 1;
    const probe = { steps: 0 };
    expect(() => countUseCopies(text, MAX_USE_COPIES, probe)).toThrow(UseFanOutError);
    expect(probe.steps).toBeGreaterThan(0);
    expect(probe.steps).toBeLessThanOrEqual(2 * tags);
  });

  it('accepts an icon sprite used a thousand times', () => {
    const sprite = '<symbol id="icon"><path d="M0 0h1v1z"/><circle r="1"/></symbol>';
    expect(countUseCopies(svg(`<defs>${sprite}</defs>${'<use xlink:href="#icon"/>'.repeat(1000)}`))).toBe(3000);
  });

  it('follows xlink:href, any prefix, percent-escaped ids and entities in attributes', () => {
    const group = `<g id="a">${'<rect/>'.repeat(9)}</g>`;
    expect(countUseCopies(svg(`${group}<use x:href="#a" xmlns:x="http://www.w3.org/1999/xlink"/>`))).toBe(10);
    expect(countUseCopies(svg(`${group}<use href=" #%61 "/>`))).toBe(10);
    const withEntity = `<!DOCTYPE svg [<!ENTITY t "#a">]><svg xmlns="http://www.w3.org/2000/svg">${group}<use href="&t;"/></svg>`;
    expect(countUseCopies(withEntity)).toBe(10);
  });

  it('assumes the larger of two elements with one id, and of href and xlink:href', () => {
    const text = svg(`<g id="a"/><g id="a">${'<rect/>'.repeat(50)}</g><g id="b"/><use href="#b" xlink:href="#a"/>`);
    expect(countUseCopies(text)).toBe(51);
  });

  it('draws nothing for a <use> that would contain itself, and still counts the rest', () => {
    expect(countUseCopies(svg('<g id="a"><rect/><use href="#a"/></g>'))).toBe(0);
    const loop = svg(`<use href="#c"/><g id="p"><g id="c"><use href="#p"/>${'<rect/>'.repeat(10)}</g></g>`);
    // The real c and the copy the first <use> makes of it: 12 elements each, the looping <use> empty.
    expect(countUseCopies(loop)).toBe(12);
  });

  it('counts uses hidden in comments and CDATA as nothing', () => {
    const group = `<g id="a">${'<rect/>'.repeat(9)}</g>`;
    expect(countUseCopies(svg(`${group}<!-- <use href="#a"/> --><style><![CDATA[<use href="#a"/>]]></style>`))).toBe(0);
  });

  it('handles deep nesting without recursion', () => {
    expect(countUseCopies(svg(`${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}<use href="#x"/>`))).toBe(0);
  });

  it('stops at the limit', () => {
    expect(MAX_USE_COPIES).toBe(100_000);
    const flat = svg(`<g id="a"><rect/></g>${'<use href="#a"/>'.repeat(50_001)}`);
    expect(() => countUseCopies(flat)).toThrow(UseFanOutError);
  });
});
