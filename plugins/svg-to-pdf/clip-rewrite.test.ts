// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clipPaths, clipPdf } from './testing/clip-pdf';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200" viewBox="0 0 200 200">${body}</svg>`;
const STAR = 'M 100 15 l 50 160 l -130 -100 l 160 0 l -130 100 z';
const GREEN = '0. 0.5 0. rg';
const rounded = (numbers: number[]) => numbers.map((n) => Math.round(n * 100) / 100);
/** The clips after the page's own (the viewport), each as rounded numbers and its rule. */
const clipsOf = (content: string) => clipPaths(content).slice(1).map((clip) => ({ evenOdd: clip.evenOdd, numbers: rounded(clip.numbers) }));
const STAR_POINTS = [100, 15, 150, 175, 20, 75, 180, 75, 50, 175];

describe('clip paths as Chromium draws them, written in forms svg2pdf.js draws', () => {
  it('cuts a loop of clip paths where Chromium does, so the rect is clipped by both stars instead of exhausting the stack', async () => {
    const { content } = await clipPdf(
      svg(`<clipPath id="clip1"><path d="${STAR}" clip-path="url(#clip2)"/></clipPath>
        <clipPath id="clip2"><path d="${STAR}" clip-path="url(#clip1)" transform="rotate(45 100 100)"/></clipPath>
        <rect width="200" height="200" fill="green" clip-path="url(#clip1)"/>`),
    );
    const clips = clipsOf(content);
    expect(clips).toHaveLength(2);
    // The rotated star (the child's own clip), then the star.
    expect(clips[0].numbers.slice(0, 2)).toEqual([160.1, 39.9]);
    expect(clips[1].numbers).toEqual(STAR_POINTS);
    expect(content.split(GREEN)).toHaveLength(2);
  });

  it('hides what a clip path clips when none of its children counts: groups, images, lines, empty or hidden paths, uses of a symbol or a group', async () => {
    const { content } = await clipPdf(
      svg(`<symbol id="s"><rect width="100" height="100"/></symbol><g id="g"><rect width="100" height="100"/></g>
        <clipPath id="c"><g><circle cx="100" cy="100" r="50"/></g><image width="64" height="64" href="data:image/png;base64,AAAA"/>
          <line x1="10" y1="10" x2="20" y2="20"/><path d=""/><path d="${STAR}" visibility="hidden"/><path d="${STAR}" display="none"/>
          <use href="#s"/><use xlink:href="#g"/></clipPath>
        <rect width="200" height="200" fill="green" clip-path="url(#c)"/>`),
    );
    expect(content).not.toContain(GREEN);
  });

  it('clips to the shape a <use> child uses, moved by its x and y; a display:none clip path clips nothing', async () => {
    const { content } = await clipPdf(
      svg(`<defs><rect id="r" x="10" y="10" width="50" height="40"/><clipPath id="c"><use href="#r" x="5" y="20"/></clipPath>
        <clipPath id="hidden" display="none"><rect width="1" height="1"/></clipPath></defs>
        <rect width="200" height="200" fill="green" clip-path="url(#c)"/><rect width="200" height="200" fill="blue" clip-path="url(#hidden)"/>`),
    );
    const clips = clipsOf(content);
    expect(clips).toHaveLength(1);
    expect(Math.min(...clips[0].numbers.filter((_, i) => i % 2 === 0))).toBe(15);
    expect(Math.max(...clips[0].numbers.filter((_, i) => i % 2 === 1))).toBe(70);
    expect(content).toContain('0. 0. 1. rg');
  });

  it('fills each child with its own clip-rule: inherited from the clip path’s parent; overlapping evenodd circles unite; an opacity on a child does not reach the clipped rect', async () => {
    const { content } = await clipPdf(
      svg(`<g clip-rule="evenodd"><clipPath id="star"><path d="${STAR}" opacity="0"/></clipPath></g>
        <clipPath id="circles" clip-rule="evenodd"><circle cx="100" cy="70" r="40"/><circle cx="70" cy="110" r="40"/><circle cx="130" cy="110" r="40"/></clipPath>
        <rect width="200" height="200" fill="green" clip-path="url(#star)"/><rect width="200" height="200" fill="blue" clip-path="url(#circles)"/>`),
    );
    const clips = clipsOf(content);
    expect(clips.map((clip) => clip.evenOdd)).toEqual([true, false]);
    expect(clips[0].numbers).toEqual(STAR_POINTS);
    // Three circles of a move and four curves each.
    expect(clips[1].numbers).toHaveLength(3 * (2 + 4 * 6));
    expect(content).not.toMatch(/\bgs\b/);
  });

  it('applies an objectBoundingBox clip path’s transform after the box, in user space', async () => {
    const { content } = await clipPdf(
      svg(`<clipPath id="c" clipPathUnits="objectBoundingBox" transform="translate(100 -40) rotate(45)"><rect x="0.2" y="0.2" width="0.6" height="0.6"/></clipPath>
        <rect width="200" height="200" fill="green" clip-path="url(#c)"/>`),
    );
    const [clip] = clipsOf(content);
    // (0.2, 0.2) of the 200 × 200 box is (40, 40), turned 45° about the origin and moved.
    expect(clip.numbers.slice(0, 2)).toEqual([100, 16.57]);
  });

  it('intersects a child with its own clip-path, in the child’s space, and a clip path with its own clip-path', async () => {
    const { content } = await clipPdf(
      svg(`<clipPath id="circle" transform="translate(30 32)"><circle cx="100" cy="100" r="60" transform="scale(0.7)"/></clipPath>
        <clipPath id="onChild" transform="translate(-20 -20)"><path d="${STAR}" clip-rule="evenodd" transform="translate(20 20)" clip-path="url(#circle)"/></clipPath>
        <clipPath id="plain"><circle cx="100" cy="100" r="60"/></clipPath>
        <clipPath id="onSelf" clip-path="url(#plain)"><path d="${STAR}" clip-rule="evenodd"/></clipPath>
        <rect width="200" height="200" fill="green" clip-path="url(#onChild)"/><rect width="200" height="200" fill="blue" clip-path="url(#onSelf)"/>`),
    );
    const clips = clipsOf(content);
    expect(clips).toHaveLength(4);
    // The circle's first point: its centre (70, 70) moved by (30, 32), plus its radius 42.
    expect(clips[0].numbers.slice(0, 2)).toEqual([142, 102]);
    expect(clips[1]).toEqual({ evenOdd: true, numbers: STAR_POINTS });
    expect(clips[2].numbers.slice(0, 2)).toEqual([160, 100]);
    expect(clips[3]).toEqual({ evenOdd: true, numbers: STAR_POINTS });
  });

  it('makes a union of intersections, of overlapping shapes whose rules differ, or text a mask of white shapes (a vector soft mask)', async () => {
    const { root } = await clipPdf(
      svg(`<clipPath id="circle"><circle cx="100" cy="100" r="60"/></clipPath>
        <clipPath id="both"><path d="${STAR}" clip-rule="evenodd" clip-path="url(#circle)"/><rect x="90" y="90" width="20" height="20" clip-path="url(#circle)"/></clipPath>
        <clipPath id="mixed"><path d="${STAR}" clip-rule="evenodd"/><path d="${STAR}" transform="translate(10 0)"/></clipPath>
        <clipPath id="text"><text x="40" y="120" font-size="64">Text</text></clipPath>
        <rect id="a" width="200" height="200" fill="green" clip-path="url(#both)"/><rect id="b" width="200" height="200" fill="green" clip-path="url(#mixed)"/>
        <rect id="c" width="200" height="200" fill="green" clip-path="url(#text)"/>`),
    );
    for (const id of ['a', 'b']) {
      const rect = root.querySelector(`#${id}`)!;
      expect(rect.getAttribute('clip-path')).toBe('none');
      const mask = root.querySelector(rect.getAttribute('mask')!.slice(4, -1))!;
      expect(mask.localName).toBe('mask');
      const shapes = Array.from(mask.querySelectorAll('path, rect'));
      expect(shapes.map((shape) => [shape.getAttribute('fill'), shape.getAttribute('fill-rule')])).toEqual([
        ['white', 'evenodd'],
        ['white', 'nonzero'],
      ]);
      // Each piece of the first union is cut by the circle: a group clipped by it.
      if (id === 'a') for (const shape of shapes) expect(shape.parentElement!.getAttribute('clip-path')).toMatch(/^url\(#localbox-clip-\d+\)$/);
    }
    // svg2pdf.js adds no text to a clip path: text clips as a mask too.
    const text = root.querySelector(root.querySelector('#c')!.getAttribute('mask')!.slice(4, -1))!.querySelector('text')!;
    expect([text.textContent, text.getAttribute('fill')]).toEqual(['Text', 'white']);
  });

  it('clips to CSS basic shapes in their reference box: circle() in the stroke box by default, inset(), polygon() with its rule, path() from the box’s corner', async () => {
    const { content } = await clipPdf(
      svg(`<rect x="20" y="20" width="160" height="160" fill="green" clip-path="circle()"/>
        <rect x="40" y="40" width="120" height="120" fill="blue" stroke="blue" stroke-width="20" clip-path="circle() stroke-box"/>
        <rect x="40" y="40" width="120" height="120" fill="blue" stroke="blue" stroke-width="20" style="clip-path: fill-box circle(50% at left top)"/>
        <rect x="0" y="0" width="100" height="50" fill="red" clip-path="inset(10px 20%)"/>
        <rect x="0" y="0" width="100" height="50" fill="red" clip-path="polygon(evenodd, 0px 0px, 100% 0px, 50% 100%)"/>
        <rect x="10" y="20" width="100" height="50" fill="red" clip-path="path('M 0 0 L 10 0 L 0 10 Z') fill-box"/>
        <rect width="100" height="50" fill="red" clip-path="circle(calc(10px + 5%))"/>`),
    );
    const clips = clipsOf(content);
    expect(clips).toHaveLength(6);
    // A circle's first point is its centre plus its radius along x.
    expect(clips[0].numbers.slice(0, 2)).toEqual([180, 100]);
    expect(clips[1].numbers.slice(0, 2)).toEqual([170, 100]);
    // 50% of the fill box's 120 × 120 (of √((w² + h²) / 2) = 120) is 60, about its top left corner.
    expect(clips[2].numbers.slice(0, 2)).toEqual([100, 40]);
    expect(Math.min(...clips[3].numbers.filter((_, i) => i % 2 === 0))).toBe(20);
    expect(Math.max(...clips[3].numbers.filter((_, i) => i % 2 === 1))).toBe(40);
    expect(clips[4]).toEqual({ evenOdd: true, numbers: [0, 0, 100, 0, 50, 50] });
    expect(clips[5].numbers).toEqual([10, 20, 20, 20, 10, 30]);
  });
});
