import { describe, expect, it } from 'vitest';
import { toInput, toMask } from './engine';

describe('the network input and output', () => {
  it('normalises RGBA into planar RGB as ISNet expects, alpha dropped', () => {
    // 2×2: red, green, blue, grey (alpha varies and must not matter)
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 0, 0, 0, 255, 9, 128, 128, 128, 255]);
    const input = toInput(rgba, 2);
    expect(Array.from(input)).toEqual([
      // R plane
      127 / 256, -0.5, -0.5, 0,
      // G plane
      -0.5, 127 / 256, -0.5, 0,
      // B plane
      -0.5, -0.5, 127 / 256, 0,
    ]);
  });

  it('turns the 0…1 output into bytes, truncating as the 1024² mask always did', () => {
    expect(Array.from(toMask(new Float32Array([0, 0.5, 0.999, 1, 0.0039])))).toEqual([0, 127, 254, 255, 0]);
  });
});
