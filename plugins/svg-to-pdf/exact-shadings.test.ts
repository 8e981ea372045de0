// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { exactShadings, stitchedFunction } from './exact-shadings';
import { drawnObjects } from './testing/pdf-objects';

const pdfMapOf = (svgText: string) =>
  drawnObjects(svgText, async (doc, svg) => {
    const shadings = await exactShadings(doc, (id) => Number(svg.querySelector(`[id="${id}"]`)?.getAttribute('fr') ?? 0));
    return () => shadings.end();
  });
const pdfOf = async (svgText: string) => Array.from((await pdfMapOf(svgText)).values());

describe('stitchedFunction', () => {
  it('gives two stops one linear piece, padded to the domain', () => {
    expect(stitchedFunction([{ offset: 0.2, values: [1] }, { offset: 0.8, values: [0] }])).toBe(
      '<< /FunctionType 3 /Domain [0 1] /Functions [<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [1] /N 1 >> << /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [0] /N 1 >> << /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [0] /N 1 >>] /Bounds [0.2 0.8] /Encode [0 1 0 1 0 1] >>',
    );
  });

  it('makes a hard step of stops at one offset, and of a smaller offset after a larger one', () => {
    const fn = stitchedFunction([
      { offset: 0, values: [0] },
      { offset: 0.5, values: [0] },
      { offset: 0.3, values: [1] },
      { offset: 1, values: [1] },
    ]);
    expect(fn).toContain('/Bounds [0.5]');
    expect(fn.match(/FunctionType 2/g)).toHaveLength(2);
  });

  it('pads a wider domain with the first and last stops, not the values at 0 and 1', () => {
    const fn = stitchedFunction(
      [
        { offset: 0, values: [0] },
        { offset: 0, values: [0.5] },
        { offset: 1, values: [1] },
      ],
      [-0.001, 1.001],
    );
    expect(fn).toMatch(/^<< \/FunctionType 3 \/Domain \[-0.001 1.001\]/);
    expect(fn).toContain('/C0 [0] /C1 [0]');
    expect(fn).toContain('/Bounds [0 1]');
  });
});

describe('exactShadings', () => {
  it('writes a gradient with a hard stop as stitched linear pieces, not 21 samples', async () => {
    const objects = await pdfMapOf(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
      <linearGradient id="g"><stop offset="0.5" stop-color="red"/><stop offset="0.5" stop-color="blue"/></linearGradient>
      <rect width="100" height="100" fill="url(#g)"/></svg>`);
    const resources = Array.from(objects.values()).find((body) => body.includes('/ProcSet'))!;
    const [, name, number] = /\/Shading <<\s*\/(\w+) (\d+) 0 R/.exec(resources)!;
    const shading = objects.get(Number(number))!;
    expect(shading).toMatch(/^<< \/ShadingType 2 .*\/FunctionType 3/);
    expect(shading).toContain('/C0 [1 0 0] /C1 [1 0 0]');
    expect(shading).toContain('/C0 [0 0 1] /C1 [0 0 1]');
    expect(shading).toContain('/Bounds [0 0.5 1]');
    expect(Array.from(objects.values()).some((body) => body.includes(`/${name} sh`))).toBe(true);
  });

  it('draws stop opacity as a soft mask of a gray shading of the opacities, and a focal radius', async () => {
    const objects = await pdfOf(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
      <radialGradient id="g" fr="0.2"><stop offset="0" stop-color="green"/><stop offset="1" stop-color="green" stop-opacity="0"/></radialGradient>
      <rect width="100" height="100" fill="url(#g)"/></svg>`);
    const gray = objects.find((body) => body.includes('/ColorSpace /DeviceGray'));
    expect(gray).toContain('/ShadingType 3');
    expect(gray).toMatch(/\/Coords \[0\.5 0\.5 0\.2 /);
    expect(gray).toContain('/C0 [1] /C1 [0]');
    expect(objects.some((body) => /\/SMask << \/Type \/Mask \/S \/Luminosity \/G \d+ 0 R >>/.test(body))).toBe(true);
    const page = objects.find((body) => body.includes(' sh') && body.includes('/LbShA0 gs'));
    expect(page).toBeDefined();
    // No mean opacity: the colour shading is drawn opaque under the mask.
    expect(objects.some((body) => /\/ca 0\.5/.test(body))).toBe(false);
  });
});
