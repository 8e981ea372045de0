// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACE_OPTIONS, PRESETS, PRESET_CONTROLS } from './options';
import { tracedName } from './processor';
import { finishTracedSvg, traceToSvg } from './trace';
import { tracerSettings } from './tracer-settings';

/** Left half red, right half blue, with a white square in the middle. */
function testImage(width = 60, height = 40) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const centre = Math.abs(x - width / 2) < 8 && Math.abs(y - height / 2) < 8;
      const colour = centre ? [255, 255, 255] : x < width / 2 ? [220, 20, 20] : [20, 20, 220];
      data.set([...colour, 255], i);
    }
  }
  return { width, height, data };
}

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('traceToSvg', () => {
  it('gives a well-formed SVG of the image’s size, scalable, with its colours', () => {
    const svg = traceToSvg(testImage(), DEFAULT_TRACE_OPTIONS);
    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect([root.getAttribute('width'), root.getAttribute('height'), root.getAttribute('viewBox')]).toEqual(['60', '40', '0 0 60 40']);
    const fills = [...doc.getElementsByTagName('path')].map((path) => path.getAttribute('fill'));
    expect(fills).toContain('rgb(220,20,20)');
    expect(fills).toContain('rgb(20,20,220)');
    expect(svg).not.toContain('desc=');
    // An opaque image gets a backdrop of its mean colour under the traced fills.
    expect(doc.querySelector('svg > rect')?.getAttribute('fill')).toMatch(/^rgb\(\d+,\d+,\d+\)$/);
  });

  it('black & white uses only black and white', () => {
    const svg = traceToSvg(testImage(), { ...DEFAULT_TRACE_OPTIONS, preset: 'blackWhite', ...PRESET_CONTROLS.blackWhite });
    const fills = new Set([...parse(svg).querySelectorAll('[fill]')].map((element) => element.getAttribute('fill')));
    for (const fill of fills) expect(['rgb(0,0,0)', 'rgb(255,255,255)']).toContain(fill);
  });

  it('grayscale fills are grey', () => {
    const svg = traceToSvg(testImage(), { ...DEFAULT_TRACE_OPTIONS, preset: 'grayscale', ...PRESET_CONTROLS.grayscale });
    for (const path of parse(svg).getElementsByTagName('path')) {
      const [r, g, b] = path.getAttribute('fill')!.match(/\d+/g)!.map(Number);
      expect(r === g && g === b).toBe(true);
    }
  });

  it('every preset traces', () => {
    for (const preset of PRESETS) {
      expect(parse(traceToSvg(testImage(20, 20), { ...DEFAULT_TRACE_OPTIONS, preset, ...PRESET_CONTROLS[preset] })).getElementsByTagName('path').length, preset).toBeGreaterThan(0);
    }
  });
});

describe('settings', () => {
  it('the recommended preset is the seed’s: 16 colours, pathomit 8, ltres/qtres 1, roundcoords 1, viewBox', () => {
    expect(tracerSettings(DEFAULT_TRACE_OPTIONS)).toMatchObject({ numberofcolors: 16, pathomit: 8, ltres: 1, qtres: 1, roundcoords: 1, viewbox: true });
    expect(DEFAULT_TRACE_OPTIONS.maxWidth).toBe(800);
  });

  it('passes colours, blur and path omit through', () => {
    expect(tracerSettings({ ...DEFAULT_TRACE_OPTIONS, colours: 5, blur: 3, pathOmit: 20 })).toMatchObject({ numberofcolors: 5, blurradius: 3, pathomit: 20 });
  });

  it('names and root rewriting', () => {
    expect(tracedName('a/b.photo.JPG')).toBe('a/b.photo.svg');
    expect(finishTracedSvg('<svg viewBox="0 0 2 1" version="1.1" xmlns="http://www.w3.org/2000/svg" desc="x" ><path fill="red" d="" /></svg>', 2, 1)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1" viewBox="0 0 2 1"></svg>',
    );
  });
});
