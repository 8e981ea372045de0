// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasTextBeyondLatin1, inertSvgElement } from './inert-svg';

describe('inert SVG for svg2pdf.js', () => {
  it('drops scripts, foreign content, handlers and every link that would fetch', () => {
    const root = inertSvgElement(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
        <script>alert(2)</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
        <style>@import url(https://example.com/a.css); rect { fill: url(https://example.com/p.svg#p) }</style>
        <image href="https://example.com/a.png"/><image xlink:href="data:image/png;base64,AAAA"/>
        <use xlink:href="#r"/><use href="https://example.com/b.svg#x"/><rect id="r" style="fill: url(http://x/y#z)" onclick="x()"/>
        <a href="javascript:alert(3)"><circle r="1"/></a></svg>`,
    );
    const text = new XMLSerializer().serializeToString(root);
    for (const gone of ['<script', 'foreignObject', 'onload', 'onclick', 'example.com', 'javascript:', 'http://x']) expect(text).not.toContain(gone);
    expect(text).toContain('data:image/png;base64,AAAA');
    expect(text).toContain('xlink:href="#r"');
    // The elements stay (drawing what they can), only their dangerous attributes go.
    expect(root.querySelectorAll('rect, circle, image, use')).toHaveLength(6);
  });

  it('keeps links into the file written with spaces or quotes, and drops remote ones written so', () => {
    const root = inertSvgElement(
      `<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: url( 'https://example.com/p' ) }</style>
        <rect fill="  url(  #a   )  "/><rect fill="url('#a')"/><rect fill="url( 'https://example.com/q' )"/></svg>`,
    );
    const fills = Array.from(root.querySelectorAll('rect')).map((rect) => rect.getAttribute('fill'));
    expect(fills).toEqual(['  url(  #a   )  ', "url('#a')", null]);
    expect(root.querySelector('style')?.textContent).not.toContain('example.com');
  });

  it('reads CSS escapes and image-set() as the browser would, in style sheets, style and presentation attributes', () => {
    const root = inertSvgElement(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml">
        <style>rect { fill: u\\72l(https://a.example/p.svg#p) } circle { fill: \\75 rl(https://b.example/p.svg#p) }
          path { mask-image: image-set("https://c.example/m.png" 1x) } @\\69mport "https://f.example/s.css";</style>
        <rect style="fill: \\75rl('https://d.example/p')"/><rect fill="u\\72l(https://e.example/#p)"/><rect fill="url(#p)"/>
        <h:img src="x.png" srcset="https://g.example/i.png 1x"/><h:link rel="stylesheet" href="https://h.example/s.css"/></svg>`,
    );
    const text = new XMLSerializer().serializeToString(root);
    expect(text).not.toMatch(/example|image-set|@import|h:img|h:link/);
    expect(Array.from(root.querySelectorAll('rect')).map((rect) => rect.getAttribute('fill'))).toEqual([null, null, 'url(#p)']);
  });

  it('tells text the standard PDF fonts can show from text they cannot', () => {
    expect(hasTextBeyondLatin1(inertSvgElement('<svg xmlns="http://www.w3.org/2000/svg"><text>Café déjà vu</text></svg>'))).toBe(false);
    expect(hasTextBeyondLatin1(inertSvgElement('<svg xmlns="http://www.w3.org/2000/svg"><text>你好</text></svg>'))).toBe(true);
    expect(hasTextBeyondLatin1(inertSvgElement('<svg xmlns="http://www.w3.org/2000/svg"><text>Привет</text></svg>'))).toBe(true);
  });
});
