// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dropClipAndMaskCycles } from './clip-mask-cycles';
import { parseSvg } from './testing/clip-pdf';

const svg = (body: string) => parseSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">${body}</svg>`);
const GRADIENT = '<linearGradient id="lg1"><stop offset="0" stop-color="white" stop-opacity="0"/><stop offset="1" stop-color="black"/></linearGradient>';

describe('dropClipAndMaskCycles', () => {
  it('drops the mask of a <mask>, which Chromium ignores, and nothing else', () => {
    const root = svg(`<mask id="m1"><rect id="r1" width="120" height="120" fill="gray"/></mask>
      <mask id="m2" style="mask:url(#m1)" mask="url(#m1)"><rect width="160" height="160" fill="white"/></mask>
      <rect id="r3" width="160" height="160" fill="green" mask="url(#m2)"/>`);
    expect(dropClipAndMaskCycles(root)).toBe(1);
    expect(root.querySelector('#m2')!.hasAttribute('mask')).toBe(false);
    expect(root.querySelector('#m2')!.hasAttribute('style')).toBe(false);
    expect(root.querySelector('#r3')!.getAttribute('mask')).toBe('url(#m2)');
  });

  it('cuts each loop once, at the reference met last walking from the first clip path or mask in document order', () => {
    const root = svg(`${GRADIENT}
      <mask id="mask1"><rect id="rect1" width="160" height="160" fill="url(#lg1)" mask="url(#mask2)"/></mask>
      <mask id="mask2"><rect id="rect2" width="160" height="160" fill="url(#lg1)" mask="url(#mask1)"/></mask>
      <clipPath id="clip1" clip-path="url(#clip2)"><rect width="10" height="10"/></clipPath>
      <clipPath id="clip2" clip-path="url(#clip1)"><rect width="10" height="10"/></clipPath>
      <clipPath id="self"><rect id="inner" width="10" height="10" clip-path="url(#self)"/></clipPath>
      <rect id="rect3" width="160" height="70" fill="green" mask="url(#mask1)"/>`);
    expect(dropClipAndMaskCycles(root)).toBe(3);
    expect(root.querySelector('#rect1')!.getAttribute('mask')).toBe('url(#mask2)');
    expect(root.querySelector('#rect2')!.hasAttribute('mask')).toBe(false);
    expect(root.querySelector('#clip1')!.getAttribute('clip-path')).toBe('url(#clip2)');
    expect(root.querySelector('#clip2')!.hasAttribute('clip-path')).toBe(false);
    expect(root.querySelector('#inner')!.hasAttribute('clip-path')).toBe(false);
    expect(root.querySelector('#rect3')!.getAttribute('mask')).toBe('url(#mask1)');
  });

  it('follows a chain of thousands of clip paths without exhausting the stack', () => {
    const count = 5_000;
    const root = svg('');
    for (let i = 0; i < count; i++) {
      const clip = root.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'clipPath');
      clip.id = `c${i}`;
      clip.setAttribute('clip-path', `url(#c${(i + 1) % count})`);
      root.append(clip);
    }
    expect(dropClipAndMaskCycles(root)).toBe(1);
    expect(root.querySelector(`#c${count - 1}`)!.hasAttribute('clip-path')).toBe(false);
  });
});
