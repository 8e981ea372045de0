import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { sanitizeFaviconSvg } from './sanitize-svg';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, root = 'viewBox="0 0 24 24"') => `<svg ${NS} ${root}>${body}</svg>`;
const clean = (body: string) => sanitizeFaviconSvg(svg(body), 'pad');

describe('sanitizeFaviconSvg', () => {
  it('keeps a plain drawing as it is, with fragment links and raster pictures', () => {
    const body =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><path id="p" d="M0 0h4v4z"/></defs>' +
      '<style>.a{fill:url(#g)}</style><use href="#p"/><use xlink:href="#p"/><rect class="a" fill="url(#g)" style="opacity:.5" width="4" height="4"/>' +
      '<image href="data:image/png;base64,iVBORw0KGgo=" width="4" height="4"/><a href="#p"><circle r="2" opacity="1" orient="auto"/></a>';
    const result = clean(body);
    expect(result.removed).toEqual([]);
    expect(result.text).toBe(`<svg ${NS} viewBox="0 0 24 24" width="24" height="24">${body}</svg>`);
  });

  it('takes out scripts in any namespace and every on… attribute', () => {
    const result = clean(
      '<script>alert(1)</script><handler type="application/ecmascript">alert(5)</handler><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(2)</h:script>' +
        '<rect onmouseover="alert(3)" OnClick="alert(4)" onpointerenter="x" onanimationstart="x" ontransitionend="x" onauxclick="x" xlink:onload="x" width="4" height="4"/>',
    );
    expect(result.removed).toEqual(['scripts', 'handlers']);
    expect(result.text).not.toMatch(/script|alert|\son/i);
    expect(result.text).toContain('<rect width="4" height="4"/>');
  });

  it('takes out foreignObject and HTML or MathML elements, however their namespace is declared', () => {
    const result = clean(
      '<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>' +
        '<x:iframe xmlns:x="http://www.w3.org/1999/xhtml" src="https://evil.example/"/><g xmlns="http://www.w3.org/1999/xhtml"><p/></g>' +
        '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math><circle r="1"/>',
    );
    expect(result.removed).toEqual(['embedded']);
    expect(result.text).toBe(`<svg ${NS} viewBox="0 0 24 24" width="24" height="24"><circle r="1"/></svg>`);
  });

  it('takes out links and references that leave the file', () => {
    const result = clean(
      '<a href="javascript:alert(1)"><circle r="1"/></a><a xlink:href=" java\tscript:alert(2)"><circle r="2"/></a>' +
        '<use href="https://evil.example/s.svg#a"/><image href="data:image/svg+xml,&lt;svg/&gt;"/><image xlink:href="//evil.example/p.png"/>' +
        '<g xml:base="https://evil.example/"><use href="#a"/></g><rect fill="url(https://evil.example/#g)" cursor="URL( \'x.cur\' )" mask="u\\72 l(x)"/>',
    );
    expect(result.removed).toEqual(['external']);
    expect(result.text).not.toMatch(/evil|javascript|script|url\(|x\.cur|xml:base|data:image\/svg/i);
    expect(result.text).toContain('<use href="#a"/>');
  });

  it('keeps what style says inside the file and drops @import and outside url(), escaped or not', () => {
    const result = clean(
      '<style>@import url(https://evil.example/a.css);.a{fill:url(#g);background:url("https://evil.example/b.png")}</style>' +
        '<style><![CDATA[@font-face{src:url(x.woff)} .b{fill:red}]]></style><style>.c{mask-image:image-set("x.png" 1x)}</style>' +
        '<rect style="fill:url(#g);filter:url(\'https://evil.example/f.svg#f\')"/><rect style="f\\69ll:u\\72l(https://evil.example/#p)"/><circle style="f\\69ll:red"/>',
    );
    expect(result.removed).toEqual(['external']);
    expect(result.text).not.toMatch(/evil|@import|x\.woff|image-set/);
    expect(result.text).toContain('fill:url(#g)');
    expect(result.text).toContain('.b{fill:red}');
    expect(result.text).toContain('<circle style="f\\69ll:red"/>');
    expect(result.text).toContain('<rect style="f\\69ll:none"/>');
  });

  it('takes out animations that set a link or a handler, and a stylesheet instruction', () => {
    const text =
      '<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/s.css"?>' +
      svg(
        '<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="xlink:href" values="javascript:alert(2)"/><circle r="1"/></a>' +
          '<set attributeName=" onclick " to="alert(3)"/><animate attributeName="opacity" values="0;1" dur="1s"/><set attributeName="fill" to="url(https://evil.example/#g)"/>',
      );
    const result = sanitizeFaviconSvg(text, 'pad');
    expect(result.removed).toEqual(['external', 'animations']);
    expect(result.text).not.toMatch(/evil|javascript|alert|xml-stylesheet/);
    expect(result.text).toContain('<animate attributeName="opacity" values="0;1" dur="1s"/>');
    expect(result.text).toContain('<set attributeName="fill"/>');
    expect(result.text.startsWith('<?xml version="1.0"?>')).toBe(true);
  });

  it('drops the DOCTYPE once its entities are in, and refuses an entity bomb', () => {
    const doctype = '<!DOCTYPE svg [<!ENTITY ns "http://www.w3.org/2000/svg">]>';
    expect(sanitizeFaviconSvg(`${doctype}<svg xmlns="&ns;" viewBox="0 0 2 2"/>`, 'pad').text).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2" width="2" height="2"/>',
    );
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const bomb = `<!DOCTYPE svg [<!ENTITY l0 "lol">${levels}]><svg xmlns="http://www.w3.org/2000/svg"><text>&l9;</text></svg>`;
    expect(() => sanitizeFaviconSvg(bomb, 'pad')).toThrow(ProcessingError);
  });

  it('refuses text that is not XML', () => {
    expect(() => sanitizeFaviconSvg('<svg><g></svg>', 'pad')).toThrow(ProcessingError);
  });
});

describe('the square favicon.svg', () => {
  const root = (fit: 'pad' | 'crop' | 'stretch', attributes: string) => /<svg [^>]*>/.exec(sanitizeFaviconSvg(svg('<g/>', attributes), fit).text)![0];

  it('pads, crops or stretches a wide drawing as the PNG icons are', () => {
    expect(root('pad', 'viewBox="0 0 40 20"')).toBe(`<svg ${NS} viewBox="0 -10 40 40" width="40" height="40">`);
    expect(root('crop', 'viewBox="10,0,40,20"')).toBe(`<svg ${NS} viewBox="20 0 20 20" width="20" height="20">`);
    expect(root('stretch', 'viewBox="0 0 40 20"')).toBe(`<svg ${NS} viewBox="0 0 40 20" width="40" height="40" preserveAspectRatio="none">`);
  });

  it('takes the size from width and height without a viewBox, and leaves a drawing without any size', () => {
    expect(root('pad', 'width="30px" height="10"')).toBe(`<svg ${NS} width="30" height="30" viewBox="0 -10 30 30">`);
    expect(root('pad', 'width="100%"')).toBe(`<svg ${NS} width="100%">`);
  });
});
