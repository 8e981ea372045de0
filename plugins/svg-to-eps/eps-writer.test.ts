// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useFanOutSvg } from '../../kits/svg/testing/bombs';
import { DrawBudgetError, EpsNumberError } from './eps-limits';
import { ps, svgToEps } from './eps-writer';
import { pixelAt, renderEps } from './testing/ghostscript';

const svg = (body: string, attrs = 'width="20" height="20" viewBox="0 0 20 20"') => `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`;
/** Renders at 72·k/0.75 dpi so one SVG pixel is k device pixels. */
const render = (text: string, k = 4) => renderEps(svgToEps(text).eps, (72 * k) / 0.75);
const near = (actual: number[], expected: number[], tolerance = 3) => actual.forEach((v, i) => expect(Math.abs(v - expected[i])).toBeLessThanOrEqual(tolerance));

describe('EPS header', () => {
  it('is EPSF-3.0 with bounding boxes in points (16 px = 12 pt)', () => {
    const { eps, widthPt, heightPt } = svgToEps(svg('', 'width="16px" height="16px" viewBox="0 0 16 16"'));
    expect(eps.startsWith('%!PS-Adobe-3.0 EPSF-3.0\n')).toBe(true);
    expect(eps).toContain('\n%%BoundingBox: 0 0 12 12\n');
    expect(eps).toContain('\n%%HiResBoundingBox: 0 0 12 12\n');
    expect([widthPt, heightPt]).toEqual([12, 12]);
    expect(eps.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('rounds the integer box outwards and keeps the exact one in HiRes; viewBox-only SVGs use the viewBox', () => {
    const { eps } = svgToEps(svg('', 'viewBox="0 0 101 33"'));
    expect(eps).toContain('%%BoundingBox: 0 0 76 25\n');
    expect(eps).toContain('%%HiResBoundingBox: 0 0 75.75 24.75\n');
    expect(svgToEps(svg('', 'width="2in" height="1in"')).eps).toContain('%%BoundingBox: 0 0 144 72');
  });

  it('writes numbers PostScript reads: no exponents, no -0', () => {
    expect([ps(1e-9), ps(-0.00001), ps(1234.56789), ps(-2.5)]).toEqual(['0', '0', '1234.5679', '-2.5']);
  });

  it('refuses numbers a PostScript reader cannot take instead of printing Infinity or NaN', () => {
    for (const n of [Infinity, -Infinity, NaN, 1e15, -1e200]) expect(() => ps(n)).toThrow(EpsNumberError);
    expect(() => svgToEps(svg('<rect width="5" height="5" transform="scale(1e200) scale(1e200)"/>'))).toThrow(EpsNumberError);
    expect(() => svgToEps(svg('<path d="M0 0L1e300 1e300" stroke="#000"/>'))).toThrow(EpsNumberError);
  });

  it('stops at its budget of drawn elements: <use> copies and clip shapes applied again and again', () => {
    // Draws up to the whole budget before refusing: seconds on a quiet machine, half a minute on a busy one.
    expect(() => svgToEps(useFanOutSvg(6))).toThrow(DrawBudgetError);
    const clip = `<clipPath id="c">${'<rect width="1" height="1"/>'.repeat(1000)}</clipPath>`;
    expect(() => svgToEps(svg(`<defs>${clip}</defs>${'<rect width="5" height="5" clip-path="url(#c)"/>'.repeat(300)}`))).toThrow(DrawBudgetError);
  }, 90_000);

  it('refuses XML that does not parse and documents that are not SVG', () => {
    expect(() => svgToEps('<svg xmlns="http://www.w3.org/2000/svg"><rect')).toThrow();
    expect(() => svgToEps('<html xmlns="http://www.w3.org/1999/xhtml"/>')).toThrow(/not <svg>/);
  });
});

describe('EPS drawing, rendered by Ghostscript', () => {
  it('puts a shape where the SVG does (y down in SVG, up in PostScript)', () => {
    const image = render(svg('<rect x="0" y="0" width="10" height="5" fill="#ff0000"/>'));
    expect([image.width, image.height]).toEqual([80, 80]);
    near(pixelAt(image, 4, 4), [255, 0, 0]);
    near(pixelAt(image, 60, 4), [255, 255, 255]);
    near(pixelAt(image, 4, 60), [255, 255, 255]);
  });

  it('applies nested transforms and the viewBox scale', () => {
    const image = render(svg('<g transform="translate(10 10)"><rect transform="scale(2)" width="4" height="4" fill="blue"/></g>', 'width="40" height="40" viewBox="0 0 20 20"'), 1);
    near(pixelAt(image, 35, 35), [0, 0, 255]);
    near(pixelAt(image, 15, 15), [255, 255, 255]);
  });

  it('honours fill-rule evenodd (a hole) and nonzero (no hole)', () => {
    const ring = 'M0 0H20V20H0Z M5 5H15V15H5Z';
    near(pixelAt(render(svg(`<path d="${ring}" fill-rule="evenodd"/>`)), 40, 40), [255, 255, 255]);
    near(pixelAt(render(svg(`<path d="${ring}"/>`)), 40, 40), [0, 0, 0]);
  });

  it('strokes with width, caps, joins, miter limit and dashes', () => {
    const { eps } = svgToEps(svg('<path d="M2 10H18" stroke="#00f" stroke-width="4" stroke-linecap="round" stroke-linejoin="bevel" stroke-miterlimit="8" stroke-dasharray="2 1 1" fill="none"/>'));
    expect(eps).toContain('4 setlinewidth 1 setlinecap 2 setlinejoin 8 setmiterlimit [2 1 1 2 1 1] 0 setdash');
    const solid = render(svg('<path d="M4 10H16" stroke="#0000ff" stroke-width="4" stroke-linecap="square" fill="none"/>'));
    near(pixelAt(solid, 10, 40), [0, 0, 255]); // the square cap reaches 2 px before the start
    near(pixelAt(solid, 40, 33), [0, 0, 255]);
    near(pixelAt(solid, 40, 25), [255, 255, 255]);
  });

  it('resolves inherited fill, currentColor, style attributes and class rules of <style>', () => {
    const image = render(
      svg('<style>.hot { fill: #ff0000 }</style><g fill="#00ff00" color="#0000ff"><rect width="5" height="5"/><rect x="5" width="5" height="5" fill="currentColor"/><rect x="10" width="5" height="5" style="fill:#ffff00"/><rect x="15" width="5" height="5" class="hot"/></g>'),
    );
    near(pixelAt(image, 10, 10), [0, 255, 0]);
    near(pixelAt(image, 30, 10), [0, 0, 255]);
    near(pixelAt(image, 50, 10), [255, 255, 0]);
    near(pixelAt(image, 70, 10), [255, 0, 0]);
  });

  it('flattens opacity against white and says so', () => {
    const result = svgToEps(svg('<rect width="20" height="20" fill="#000" fill-opacity="0.34902"/>'));
    expect(result.approximated).toEqual(['opacity']);
    const grey = Math.round(255 * (1 - 0.34902));
    near(pixelAt(renderEps(result.eps, 96 * 4), 40, 40), [grey, grey, grey]);
  });

  it('draws linear gradients as level 3 shadings (shfill), across the shape, padded at the ends', () => {
    const result = svgToEps(svg('<defs><linearGradient id="g" x1="5" x2="15" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="20" height="20" fill="url(#g)"/>'));
    expect(result.approximated).toEqual([]);
    expect(result.eps).toContain('%%LanguageLevel: 3');
    expect(result.eps).toMatch(/<< \/ShadingType 2 \/ColorSpace \/DeviceRGB \/Coords \[5 0 15 0\] .*>> shfill/);
    const image = renderEps(result.eps, 96 * 4);
    near(pixelAt(image, 10, 40), [0, 0, 0], 4);
    near(pixelAt(image, 40, 40), [128, 128, 128], 8);
    near(pixelAt(image, 70, 40), [255, 255, 255], 4);
  });

  it('repeats and mirrors gradients (spreadMethod), in the box of the shape (objectBoundingBox), turned by gradientTransform', () => {
    const gradient = (spread: string, extra = '') => `<defs><linearGradient id="g" x2="0.25" spreadMethod="${spread}" ${extra}><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>`;
    const repeat = renderEps(svgToEps(svg(`${gradient('repeat')}<rect x="4" width="16" height="20" fill="url(#g)"/>`)).eps, 96 * 4);
    near(pixelAt(repeat, 16 + 1, 40), [0, 0, 0], 24); // each 4 px period starts black
    near(pixelAt(repeat, 32 + 1, 40), [0, 0, 0], 24);
    const reflect = renderEps(svgToEps(svg(`${gradient('reflect')}<rect x="4" width="16" height="20" fill="url(#g)"/>`)).eps, 96 * 4);
    near(pixelAt(reflect, 32 - 1, 40), [255, 255, 255], 24); // the first period ends white, the second starts white
    near(pixelAt(reflect, 32 + 1, 40), [255, 255, 255], 24);
    const turned = renderEps(svgToEps(svg(`${gradient('pad', 'gradientTransform="rotate(90)"')}<rect width="20" height="20" fill="url(#g)"/>`)).eps, 96 * 4);
    near(pixelAt(turned, 70, 1), [0, 0, 0], 40); // the gradient now runs downwards
    near(pixelAt(turned, 10, 70), [255, 255, 255], 4);
  });

  it('draws radial gradients (ShadingType 3) and stop opacity over white, inheriting stops through href', () => {
    const result = svgToEps(
      svg('<defs><linearGradient id="base"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue" stop-opacity="0.5"/></linearGradient><radialGradient id="g" href="#base"/></defs><rect width="20" height="20" fill="url(#g)"/>'),
    );
    expect(result.eps).toContain('/ShadingType 3');
    const image = renderEps(result.eps, 96 * 4);
    near(pixelAt(image, 40, 40), [255, 0, 0], 12);
    near(pixelAt(image, 1, 1), [128, 128, 255], 12);
  });

  it('strokes with a gradient (strokepath clip) and paints nothing for a gradient without stops', () => {
    const result = svgToEps(svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#f00"/></linearGradient><linearGradient id="empty"/></defs><rect x="4" y="4" width="12" height="12" fill="url(#empty)" stroke="url(#g)" stroke-width="2"/>'));
    expect(result.eps).toContain('strokepath clip');
    const image = renderEps(result.eps, 96 * 4);
    near(pixelAt(image, 16, 40), [255, 0, 0], 12);
    near(pixelAt(image, 40, 40), [255, 255, 255], 4);
  });

  it('draws <use> references and clips with clip-path', () => {
    const image = render(
      svg('<defs><rect id="r" width="10" height="10" fill="red"/><clipPath id="c"><rect width="20" height="5"/></clipPath></defs><use href="#r" x="10" y="10"/><rect width="20" height="20" fill="blue" clip-path="url(#c)" opacity="1"/>'),
    );
    near(pixelAt(image, 60, 60), [255, 0, 0]);
    near(pixelAt(image, 40, 10), [0, 0, 255]);
    near(pixelAt(image, 20, 30), [255, 255, 255]);
  });

  it('skips hidden elements and lists what it could not draw (text, images, masks, filters)', () => {
    const result = svgToEps(
      svg('<rect width="20" height="20" display="none"/><text x="1" y="10">Hi</text><image href="data:," width="1" height="1"/><g mask="url(#m)" filter="url(#f)"><rect width="1" height="1"/></g>'),
    );
    expect(result.approximated).toEqual(['text', 'image', 'mask', 'filter']);
    near(pixelAt(renderEps(result.eps, 96 * 4), 40, 40), [255, 255, 255]);
  });
});
