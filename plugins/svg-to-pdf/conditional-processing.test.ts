// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyConditions, passes } from './conditional-processing';

const parse = (body: string) => new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`, 'image/svg+xml').documentElement;

describe('applyConditions', () => {
  it('makes a switch a group of its first child that passes, removes drawn elements in other languages', () => {
    const root = parse(`<switch><rect id="a" requiredExtensions="http://example.org/bogus"/><rect id="b" systemLanguage="ru"/><rect id="c" systemLanguage="ru, en-GB"/><rect id="d"/></switch><circle id="e" systemLanguage="fr"/><circle id="f" systemLanguage="en"/><clipPath id="g" systemLanguage="fr"/>`);
    applyConditions(root, ['en-US', 'en']);
    expect(Array.from(root.querySelectorAll('[id]')).map((element) => element.id)).toEqual(['c', 'f', 'g']);
    expect(root.querySelector('switch')).toBeNull();
    expect(root.querySelector('#c')!.parentElement!.localName).toBe('g');
  });

  it('fails an empty systemLanguage and passes requiredFeatures', () => {
    const parsed = parse(`<rect id="a" systemLanguage=""/><rect id="b" requiredFeatures="http://www.w3.org/TR/SVG11/feature#Structure"/>`);
    expect(Array.from(parsed.querySelectorAll('rect')).map((rect) => passes(rect, ['en-US']))).toEqual([false, true]);
  });
});
