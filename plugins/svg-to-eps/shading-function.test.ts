import { describe, expect, it } from 'vitest';
import { functionDictionary, shadingFunction, type Rgb } from './shading-function';

const red: Rgb = [1, 0, 0];
const blue: Rgb = [0, 0, 1];
const white: Rgb = [1, 1, 1];
const num = (n: number) => String(Math.round(n * 1000) / 1000);

describe('gradient stops as a shading function', () => {
  it('is one interpolation (FunctionType 2) for two stops at the ends', () => {
    expect(shadingFunction([{ offset: 0, colour: red }, { offset: 1, colour: blue }])).toEqual({ type: 2, domain: [0, 1], c0: red, c1: blue });
  });

  it('stitches (FunctionType 3) stops inside the range, padding the first and last colours to the ends', () => {
    const fn = shadingFunction([{ offset: 0.25, colour: red }, { offset: 0.75, colour: blue }]);
    expect(fn).toMatchObject({ type: 3, domain: [0, 1], bounds: [0.25, 0.75], encode: [0, 1, 0, 1, 0, 1] });
    expect(functionDictionary(fn, num)).toBe(
      '<< /FunctionType 3 /Domain [0 1] /Functions [<< /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [1 0 0] /N 1 >> << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1 >> << /FunctionType 2 /Domain [0 1] /C0 [0 0 1] /C1 [0 0 1] /N 1 >>] /Bounds [0.25 0.75] /Encode [0 1 0 1 0 1] >>',
    );
  });

  it('keeps a hard colour change where two stops share an offset', () => {
    const fn = shadingFunction([{ offset: 0, colour: red }, { offset: 0.5, colour: red }, { offset: 0.5, colour: blue }, { offset: 1, colour: blue }]);
    expect(fn).toMatchObject({ type: 3, bounds: [0.5] });
  });

  it('repeats whole periods over the range asked for, and mirrors every other one for reflect', () => {
    const stops = [{ offset: 0, colour: red }, { offset: 1, colour: white }];
    const repeat = shadingFunction(stops, 'repeat', -0.5, 2.2);
    expect(repeat).toMatchObject({ type: 3, domain: [-1, 3], bounds: [0, 1, 2] });
    const reflect = shadingFunction(stops, 'reflect', 0, 2);
    if (reflect.type !== 3) throw new Error('expected stitching');
    expect(reflect.functions.map((f) => f.type === 2 && [f.c0, f.c1])).toEqual([[red, white], [white, red]]);
  });

  it('bounds the periods it writes, and refuses a gradient without stops', () => {
    const fn = shadingFunction([{ offset: 0, colour: red }, { offset: 1, colour: white }], 'repeat', -1e9, 1e9);
    expect(fn.domain[1] - fn.domain[0]).toBeLessThanOrEqual(2 * 64 + 1);
    expect(() => shadingFunction([])).toThrow();
  });
});
