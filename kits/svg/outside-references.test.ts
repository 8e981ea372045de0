import { describe, expect, it } from 'vitest';
import { attributeRemoval, cleanCss, elementRemoval, hasOutsideReference, linkAllowed } from './outside-references';

describe('cleanCss', () => {
  it('reads CSS as the browser does: escaped url(), image-set() and @import are outside references too', () => {
    for (const css of [
      'rect { fill: u\\72l(https://a.example/p.svg#p) }',
      'rect { fill: \\75 rl(https://b.example/p.svg#p) }',
      'rect { fill: \\75rl("https://c.example/p") }',
      'rect { mask-image: image-set("https://d.example/m.png" 1x) }',
      'rect { mask-image: -webkit-image-set(url(https://e.example/m.png) 1x) }',
      'rect { mask-image: im\\61ge-set("https://f.example/m.png" 1x) }',
      '@\\69mport "https://g.example/a.css"; rect { fill: red }',
      '@import url(https://h.example/a.css) screen; rect { fill: red }',
      '@font-face { font-family: x; src: url(https://i.example/x.woff2) }',
      'rect { --v: url(https://j.example/v.png) }',
      'rect { cursor: URL( "https://k.example/c.cur" ), auto }',
      'rect { fill: src("https://l.example/p") }',
    ]) {
      const clean = cleanCss(css);
      expect(clean.changed, css).toBe(true);
      expect(clean.text, css).not.toMatch(/example|@import|\\/);
    }
  });

  it('keeps what stays inside the file, escapes that load nothing, and the rest of the text', () => {
    for (const css of ['rect { fill: url(#g) }', "rect { fill: url( '#g' ) }", 'rect { f\\69ll: red }', 'image { mask-image: url(data:image/png;base64,AAAA) }', 'rect { fill: red } /* url(https://x.example) */']) {
      expect(cleanCss(css), css).toEqual({ text: css, changed: false });
    }
    expect(cleanCss('.a { fill: u\\72l(https://x.example/#g) red; stroke: url(#s) } .b { fill: blue }').text).toBe('.a { fill: none red; stroke: url(#s) } .b { fill: blue }');
    expect(cleanCss('@import "x.css"; .b { fill: blue }').text).toBe(' .b { fill: blue }');
  });

  it('drops to the end what it cannot close', () => {
    expect(cleanCss('.a { fill: red } .b { fill: u\\72l(https://x.example/"q) }').text).toBe('.a { fill: red } .b { fill: none');
    expect(cleanCss('.a { fill: url(https://x.example/p').text).toBe('.a { fill: none');
  });
});

describe('the SVG hygiene rules', () => {
  it('judges attributes read as CSS by the same reading', () => {
    expect(attributeRemoval('fill', 'u\\72l(https://x.example/#p)', 'rect')).toBe('external');
    expect(attributeRemoval('fill', 'url(#p)', 'rect')).toBeUndefined();
    expect(attributeRemoval('xlink:href', 'https://x.example/a.png', 'image')).toBe('external');
    expect(attributeRemoval('href', 'data:image/png;base64,AAAA', 'image')).toBeUndefined();
    expect(attributeRemoval('srcset', 'a.png 1x', 'img')).toBe('external');
    expect(attributeRemoval('onload', 'x()', 'svg')).toBe('handlers');
    expect(hasOutsideReference('image-set("x.png" 1x)')).toBe(true);
    expect(linkAllowed(' #a', 'use')).toBe(true);
    expect(linkAllowed('data:image/png;base64,AAAA', 'use')).toBe(false);
  });

  it('removes script, embedded HTML and animations that set a link', () => {
    expect(elementRemoval('script', 'http://www.w3.org/2000/svg')).toBe('scripts');
    expect(elementRemoval('img', 'http://www.w3.org/1999/xhtml')).toBe('embedded');
    expect(elementRemoval('foreignObject', 'http://www.w3.org/2000/svg')).toBe('embedded');
    expect(elementRemoval('set', 'http://www.w3.org/2000/svg', ' xlink:href')).toBe('animations');
    expect(elementRemoval('set', 'http://www.w3.org/2000/svg', 'fill')).toBeUndefined();
    expect(elementRemoval('rect', 'http://www.w3.org/2000/svg')).toBeUndefined();
  });
});
