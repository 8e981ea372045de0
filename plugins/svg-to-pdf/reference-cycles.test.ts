// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dropReferenceCycles } from './reference-cycles';

const parse = (body: string) => new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`, 'image/svg+xml').documentElement;

describe('dropReferenceCycles', () => {
  it('removes uses that reach themselves, directly, through an ancestor or another use, and keeps the rest', () => {
    const root = parse(`<use id="self" xlink:href="#self"/>
      <g id="parent"><use id="up" href="#parent"/></g>
      <g id="a"><use id="to-b" href="#b"/></g><g id="b"><use id="to-a" href="#a"/></g>
      <rect id="r"/><use id="fine" href="#r"/><use id="twice" href="#fine"/>`);
    expect(dropReferenceCycles(root)).toBe(3);
    expect(Array.from(root.querySelectorAll('use')).map((use) => use.id)).toEqual(['to-a', 'fine', 'twice']);
  });

  it('drops a marker property inside a marker that names that marker', () => {
    const root = parse(`<marker id="m"><path id="inner" d="M0 0h1" marker-start="url(#m)" style="marker-end:url(#m);fill:red"/></marker><path id="outer" d="M0 0h9" marker-start="url(#m)"/>`);
    dropReferenceCycles(root);
    const inner = root.querySelector('#inner')!;
    expect(inner.hasAttribute('marker-start')).toBe(false);
    expect(inner.getAttribute('style')).toBe('fill:red');
    expect(root.querySelector('#outer')!.getAttribute('marker-start')).toBe('url(#m)');
  });

  it('drops the markers of what a <use> inside a marker draws, which reach back to the marker', () => {
    const root = parse(`<marker id="m1"><use href="#p"/></marker><marker id="m2"><use href="#p"/></marker>
      <path id="p" d="M1 1 5 3" marker-start="url(#m1)" marker-end="url(#m2)"/><path id="outer" d="M0 0h9" marker-start="url(#m1)"/>`);
    dropReferenceCycles(root);
    expect(['marker-start', 'marker-end'].map((name) => root.querySelector('#p')!.hasAttribute(name))).toEqual([false, false]);
    expect(root.querySelector('#outer')!.getAttribute('marker-start')).toBe('url(#m1)');
  });
});
