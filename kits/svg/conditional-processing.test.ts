// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyConditionalProcessing, passesConditions } from './conditional-processing';

const parse = (body: string) =>
  new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:html="http://www.w3.org/1999/xhtml">${body}</svg>`, 'image/svg+xml').documentElement;
const ids = (root: Element) => Array.from(root.querySelectorAll('[id]')).map((element) => element.id);

describe('applyConditionalProcessing', () => {
  it('makes a switch a group of its first child that passes, removes drawn elements in other languages', () => {
    const root = parse(`<switch><rect id="a" requiredExtensions="http://example.org/bogus"/><rect id="b" systemLanguage="ru"/><rect id="c" systemLanguage="ru, en-GB"/><rect id="d"/></switch><circle id="e" systemLanguage="fr"/><circle id="f" systemLanguage="en"/><clipPath id="g" systemLanguage="fr"/>`);
    applyConditionalProcessing(root, ['en-US', 'en']);
    expect(ids(root)).toEqual(['c', 'f', 'g']);
    expect(root.querySelector('switch')).toBeNull();
    expect(root.querySelector('#c')!.parentElement!.localName).toBe('g');
  });

  it('lets a switch render its first SVG child even when it draws nothing (desc, title, an unknown element), as Chromium does; other namespaces are skipped', () => {
    for (const first of ['<desc id="x">d</desc>', '<title id="x">t</title>', '<random id="x"/>']) {
      const root = parse(`<switch>${first}<rect id="r"/></switch>`);
      applyConditionalProcessing(root, ['en']);
      expect(ids(root)).toEqual(['x']);
    }
    const root = parse('<switch><html:p id="p"/><rect id="r"/></switch>');
    applyConditionalProcessing(root, ['en']);
    expect(ids(root)).toEqual(['r']);
  });

  it('fails an empty systemLanguage and passes requiredFeatures', () => {
    const parsed = parse(`<rect id="a" systemLanguage=""/><rect id="b" requiredFeatures="http://www.w3.org/TR/SVG11/feature#Structure"/>`);
    expect(Array.from(parsed.querySelectorAll('rect')).map((rect) => passesConditions(rect, ['en-US']))).toEqual([false, true]);
  });
});
