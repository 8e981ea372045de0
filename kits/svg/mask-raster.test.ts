// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { maskedElements } from './mask-raster';

const parse = (body: string) => new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`, 'image/svg+xml').documentElement;

describe('maskedElements', () => {
  it('lists drawn masked elements, outermost only; never a <mask> with a mask of its own, nor what is inside one or in defs', () => {
    const root = parse(`<mask id="m1"><rect id="inMask" mask="url(#m1)"/></mask><mask id="m2" mask="url(#m1)"><rect/></mask>
      <defs><rect id="inDefs" mask="url(#m1)"/></defs><clipPath id="c" mask="url(#m1)"><rect/></clipPath>
      <g id="outer" style="mask: url(#m2)"><rect id="inner" mask="url(#m1)"/></g><rect id="unknown" mask="url(#nothing)"/><circle id="drawn" mask="url('#m1')"/>`);
    expect(maskedElements(root).map((element) => element.id)).toEqual(['outer', 'drawn']);
  });
});
