import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampRect, previewScale, rectFromDrag, regionFromDrag, scaleRect, toImagePoint } from './geometry';

describe('rectFromDrag', () => {
  it('gives the same rectangle whichever corner the drag started from', () => {
    const expected = { x: 10, y: 20, width: 30, height: 40 };
    expect(rectFromDrag({ x: 10, y: 20 }, { x: 40, y: 60 })).toEqual(expected);
    expect(rectFromDrag({ x: 40, y: 60 }, { x: 10, y: 20 })).toEqual(expected); // up and left
    expect(rectFromDrag({ x: 40, y: 20 }, { x: 10, y: 60 })).toEqual(expected); // down and left
    expect(rectFromDrag({ x: 10, y: 60 }, { x: 40, y: 20 })).toEqual(expected); // up and right
  });

  it('never has a negative size', () => {
    const point = fc.record({ x: fc.double({ min: -1e4, max: 1e4, noNaN: true }), y: fc.double({ min: -1e4, max: 1e4, noNaN: true }) });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const rect = rectFromDrag(a, b);
        return rect.width >= 0 && rect.height >= 0;
      }),
    );
  });
});

describe('clampRect', () => {
  const image = { width: 100, height: 50 };

  it('cuts a rectangle at the image edges', () => {
    expect(clampRect({ x: -10, y: -5, width: 40, height: 20 }, image)).toEqual({ x: 0, y: 0, width: 30, height: 15 });
    expect(clampRect({ x: 80, y: 40, width: 50, height: 50 }, image)).toEqual({ x: 80, y: 40, width: 20, height: 10 });
  });

  it('rounds outwards to whole pixels', () => {
    expect(clampRect({ x: 1.6, y: 2.2, width: 3.1, height: 0.5 }, image)).toEqual({ x: 1, y: 2, width: 4, height: 1 });
  });

  it('leaves an empty rectangle for one entirely outside', () => {
    const rect = clampRect({ x: 200, y: 10, width: 20, height: 20 }, image);
    expect(rect.width).toBe(0);
  });

  it('always lands inside the image', () => {
    const n = fc.double({ min: -1e4, max: 1e4, noNaN: true });
    fc.assert(
      fc.property(n, n, fc.double({ min: 0, max: 1e4, noNaN: true }), fc.double({ min: 0, max: 1e4, noNaN: true }), (x, y, width, height) => {
        const r = clampRect({ x, y, width, height }, image);
        return r.x >= 0 && r.y >= 0 && r.x + r.width <= image.width && r.y + r.height <= image.height && Number.isInteger(r.x + r.width);
      }),
    );
  });
});

describe('preview ↔ original coordinates', () => {
  it('maps a preview rectangle to original pixels and back', () => {
    const scale = previewScale({ width: 4000, height: 3000 }, { width: 1600, height: 1200 });
    expect(scale).toBe(2.5);
    const original = scaleRect({ x: 100, y: 40, width: 200, height: 80 }, scale);
    expect(original).toEqual({ x: 250, y: 100, width: 500, height: 200 });
    expect(scaleRect(original, 1 / scale)).toEqual({ x: 100, y: 40, width: 200, height: 80 });
  });

  it('turns a pointer position on a displayed canvas into image pixels', () => {
    const box = { left: 50, top: 100, width: 400, height: 300 };
    expect(toImagePoint({ x: 250, y: 250 }, box, { width: 4000, height: 3000 })).toEqual({ x: 2000, y: 1500 });
    expect(toImagePoint({ x: 50, y: 100 }, box, { width: 4000, height: 3000 })).toEqual({ x: 0, y: 0 });
  });
});

describe('regionFromDrag', () => {
  const image = { width: 640, height: 480 };

  it('selects the dragged area in image pixels, clamped to the image', () => {
    expect(regionFromDrag({ x: 600, y: 400 }, { x: 700, y: 500 }, image)).toEqual({ x: 600, y: 400, width: 40, height: 80 });
    expect(regionFromDrag({ x: 30.5, y: 20 }, { x: -5, y: -5 }, image)).toEqual({ x: 0, y: 0, width: 31, height: 20 });
  });

  it('ignores a click or a drag thinner than the minimum', () => {
    expect(regionFromDrag({ x: 5, y: 5 }, { x: 5, y: 5 }, image)).toBeNull();
    expect(regionFromDrag({ x: 5, y: 5 }, { x: 100, y: 6 }, image, 3)).toBeNull();
    expect(regionFromDrag({ x: 700, y: 5 }, { x: 800, y: 100 }, image)).toBeNull();
  });
});
