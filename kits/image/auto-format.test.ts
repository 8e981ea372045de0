import { beforeAll, describe, expect, it } from 'vitest';
import { automaticChoices, looksLikeGraphic } from './auto-format';
import { createPixels } from './pixels';
import { decodeAny, nodeCodecs } from './testing/node-decode';
import { haveSmallPhotos, smallPhoto } from './testing/photos';
import { syntheticPhoto } from './testing/synthetic';

/** A chart-like drawing: flat colour blocks with hard edges. */
function drawing() {
  const image = createPixels(200, 120);
  for (let i = 0; i < image.data.length; i += 4) {
    const x = (i / 4) % 200;
    image.data.set(x < 70 ? [250, 250, 250, 255] : x < 140 ? [30, 90, 200, 255] : [240, 160, 20, 255], i);
  }
  return image;
}

describe('automaticChoices', () => {
  it('photos try AVIF, WebP and JPEG; graphics and transparency PNG and WebP lossless; "everywhere" JPEG or PNG', () => {
    const photo = syntheticPhoto(120, 80);
    expect(automaticChoices(photo, false).map((c) => c.format)).toEqual(['avif', 'webp', 'jpeg']);
    expect(automaticChoices(photo, true)).toEqual([{ format: 'jpeg' }]);
    expect(automaticChoices(drawing(), false)).toEqual([{ format: 'png', lossless: true }, { format: 'webp', lossless: true }]);
    expect(automaticChoices(syntheticPhoto(120, 80, { alpha: true }), true)).toEqual([{ format: 'png', lossless: true }]);
  });

  it('a picture thinner than the score can measure is written exactly; WebP only up to 16383 px a side', () => {
    for (const [width, height] of [[1, 1], [1, 300], [300, 1], [7, 7]]) {
      expect(automaticChoices(syntheticPhoto(width, height), false), `${width}×${height}`).toEqual([{ format: 'png', lossless: true }, { format: 'webp', lossless: true }]);
    }
    expect(automaticChoices(syntheticPhoto(30_000, 1), false)).toEqual([{ format: 'png', lossless: true }]);
    expect(automaticChoices(syntheticPhoto(20_000, 8), false).map((c) => c.format)).toEqual(['avif', 'jpeg']);
  });
});

describe.skipIf(!haveSmallPhotos)('looksLikeGraphic on real photos', () => {
  beforeAll(() => nodeCodecs());
  it('no real photo passes for a graphic; a drawing does', async () => {
    for (const name of ['Aqua', 'Storm', 'Wood', 'Dune', 'Blinds']) expect(looksLikeGraphic(await decodeAny(smallPhoto(name))), name).toBe(false);
    expect(looksLikeGraphic(drawing())).toBe(true);
  });
});
