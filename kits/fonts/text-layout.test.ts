// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addressableChars } from './text-layout';

const textOf = (markup: string) => new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${markup}</svg>`, 'image/svg+xml').querySelector('text')!;

describe('addressableChars', () => {
  it('collapses white space as CSS does across tspans, none at the ends, each character with its text node', () => {
    const text = textOf('<text>\n  Hello \t <tspan>  big</tspan>\n world  </text>');
    const chars = addressableChars(text, false);
    expect(chars.map(({ char }) => char).join('')).toBe('Hello big world');
    const tspanNode = text.querySelector('tspan')!.firstChild;
    expect(chars.filter(({ node }) => node === tspanNode).map(({ char }) => char).join('')).toBe('big');
  });

  it('keeps every space when preserved, tabs and newlines as spaces, and astral characters whole', () => {
    expect(addressableChars(textOf('<text> a\tb\n</text>'), true).map(({ char }) => char)).toEqual([' ', 'a', ' ', 'b', ' ']);
    expect(addressableChars(textOf('<text>a😀b</text>'), false).map(({ char }) => char)).toEqual(['a', '😀', 'b']);
  });
});
