import { describe, expect, it } from 'vitest';
import { createPixels, type Pixels } from '../../kits/image/pixels';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';
import { CIRCLE_GAP_SHADE, inCircle, pixelate } from './pixelate';

const pixelAt = ({ data, width }: Pixels, x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
const copy = (image: Pixels) => createPixels(image.width, image.height, new Uint8ClampedArray(image.data));

describe('pixelate, square blocks', () => {
  it('makes every block inside the region one colour: the mean of its pixels', () => {
    const image = createPixels(4, 2);
    // Left block: values 0, 10, 20, 30 (mean 15); right block: 100 everywhere.
    [0, 10, 100, 100, 20, 30, 100, 100].forEach((v, i) => image.data.set([v, v, v, 255], i * 4));
    pixelate(image, [{ x: 0, y: 0, width: 4, height: 2 }], { blockSize: 2, shape: 'square' });
    expect(pixelAt(image, 0, 0)).toEqual([15, 15, 15, 255]);
    expect(pixelAt(image, 1, 1)).toEqual([15, 15, 15, 255]);
    expect(pixelAt(image, 3, 1)).toEqual([100, 100, 100, 255]);
  });

  it('leaves every pixel outside the regions untouched', () => {
    const original = syntheticPhoto(97, 61);
    const image = pixelate(copy(original), [{ x: 13, y: 7, width: 40, height: 30 }], { blockSize: 8, shape: 'square' });
    for (let y = 0; y < 61; y++) {
      for (let x = 0; x < 97; x++) {
        const inside = x >= 13 && x < 53 && y >= 7 && y < 37;
        if (!inside) expect(pixelAt(image, x, y)).toEqual(pixelAt(original, x, y));
      }
    }
  });

  it('is uniform inside each grid cell ∩ region, the grid starting at the image corner', () => {
    const image = pixelate(syntheticPhoto(64, 48), [{ x: 5, y: 5, width: 40, height: 30 }], { blockSize: 10, shape: 'square' });
    for (let y = 5; y < 35; y++) {
      for (let x = 5; x < 45; x++) {
        const cornerX = Math.max(5, Math.floor(x / 10) * 10);
        const cornerY = Math.max(5, Math.floor(y / 10) * 10);
        expect(pixelAt(image, x, y)).toEqual(pixelAt(image, cornerX, cornerY));
      }
    }
  });

  it('treats overlapping regions as their union (no pixel counted twice)', () => {
    const a = pixelate(syntheticPhoto(40, 40), [{ x: 0, y: 0, width: 20, height: 20 }, { x: 10, y: 10, width: 20, height: 20 }], { blockSize: 10, shape: 'square' });
    const b = pixelate(
      syntheticPhoto(40, 40),
      [{ x: 0, y: 0, width: 20, height: 20 }, { x: 10, y: 10, width: 20, height: 20 }, { x: 10, y: 10, width: 10, height: 10 }],
      { blockSize: 10, shape: 'square' },
    );
    expect(a.data).toEqual(b.data);
  });

  it('handles cells cut by the image edge and regions reaching outside it', () => {
    const image = pixelate(syntheticPhoto(25, 13), [{ x: -10, y: -10, width: 100, height: 100 }], { blockSize: 10, shape: 'square' });
    expect(pixelAt(image, 24, 12)).toEqual(pixelAt(image, 20, 10));
    expect(pixelAt(image, 9, 9)).toEqual(pixelAt(image, 0, 0));
  });

  it('does nothing without regions', () => {
    const original = syntheticPhoto(16, 16);
    expect(pixelate(copy(original), [], { blockSize: 4, shape: 'square' }).data).toEqual(original.data);
  });

  it('averages alpha too', () => {
    const image = createPixels(2, 1, new Uint8ClampedArray([10, 20, 30, 0, 30, 40, 50, 255]));
    pixelate(image, [{ x: 0, y: 0, width: 2, height: 1 }], { blockSize: 2, shape: 'square' });
    expect(pixelAt(image, 0, 0)).toEqual([20, 30, 40, 128]);
  });
});

describe('pixelate, circle blocks', () => {
  it('paints the inscribed circle in the block mean and the corners a darker shade', () => {
    const image = createPixels(8, 8, new Uint8ClampedArray(8 * 8 * 4).fill(200));
    pixelate(image, [{ x: 0, y: 0, width: 8, height: 8 }], { blockSize: 8, shape: 'circle' });
    const dark = Math.round(200 * CIRCLE_GAP_SHADE);
    expect(pixelAt(image, 4, 4)).toEqual([200, 200, 200, 200]);
    expect(pixelAt(image, 0, 0)).toEqual([dark, dark, dark, 200]);
    expect(pixelAt(image, 7, 7)).toEqual([dark, dark, dark, 200]);
    expect(pixelAt(image, 0, 4)).toEqual([200, 200, 200, 200]);
  });

  it('leaves pixels outside the regions untouched', () => {
    const original = syntheticPhoto(50, 50);
    const image = pixelate(copy(original), [{ x: 20, y: 20, width: 10, height: 10 }], { blockSize: 6, shape: 'circle' });
    expect(pixelAt(image, 19, 25)).toEqual(pixelAt(original, 19, 25));
    expect(pixelAt(image, 30, 30)).toEqual(pixelAt(original, 30, 30));
  });

  it('knows which pixel centres fall in the circle', () => {
    expect(inCircle(5, 5, 5)).toBe(true);
    expect(inCircle(0, 0, 5)).toBe(false);
    expect(inCircle(0, 5, 5)).toBe(true);
  });
});
