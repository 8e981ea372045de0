import { describe, expect, it } from 'vitest';
import { alphaShares, channel, coverRect, cutOut, maskImage, onBackground, onColour } from './compose';

// Two pixels: a red subject pixel (mask 255) and a green background pixel (mask 0).
const photo = () => new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255]);
const mask = new Uint8Array([255, 0]);

describe('compositing with the mask', () => {
  it('cuts out: alpha follows the mask, colours kept', () => {
    expect([...cutOut(photo(), mask)]).toEqual([255, 0, 0, 255, 0, 255, 0, 0]);
  });

  it('multiplies the mask with alpha the input already had', () => {
    const half = new Uint8ClampedArray([10, 20, 30, 128]);
    expect(cutOut(half, new Uint8Array([255]))[3]).toBe(128);
    expect(cutOut(half, new Uint8Array([128]))[3]).toBe(65);
  });

  it('puts the subject on a colour, opaque, blending soft edges', () => {
    expect([...onColour(photo(), mask, [0, 0, 255])]).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
    const edge = onColour(new Uint8ClampedArray([200, 200, 200, 255]), new Uint8Array([128]), [0, 0, 0]);
    expect(edge[0]).toBe(100);
    expect(edge[3]).toBe(255);
  });

  it('puts the subject on a picture pixel by pixel', () => {
    const background = new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 255]);
    expect([...onBackground(photo(), mask, background)]).toEqual([255, 0, 0, 255, 4, 5, 6, 255]);
  });

  it('gives the mask alone as opaque grey, white subject on black', () => {
    expect([...maskImage(new Uint8Array([255, 0, 77]))]).toEqual([255, 255, 255, 255, 0, 0, 0, 255, 77, 77, 77, 255]);
  });

  it('reads one channel and counts transparent and opaque shares', () => {
    expect([...channel(photo(), 1)]).toEqual([0, 255]);
    expect(alphaShares(cutOut(photo(), mask))).toEqual({ transparent: 0.5, opaque: 0.5 });
  });

  it('places a background picture to cover the photo, centred', () => {
    expect(coverRect(100, 100, 200, 100)).toEqual({ x: 0, y: -50, width: 200, height: 200 });
    expect(coverRect(400, 100, 200, 100)).toEqual({ x: -100, y: 0, width: 400, height: 100 });
  });
});
