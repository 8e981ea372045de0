import { createPixels, type Pixels } from '../pixels';

/** A deterministic photo-like test image: smooth gradients, an edge, and seeded noise. */
export function syntheticPhoto(width = 96, height = 64, { alpha = false, seed = 1 } = {}): Pixels {
  const image = createPixels(width, height);
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const edge = x > width / 2 ? 60 : 0;
      image.data[i] = (x / width) * 200 + edge + random() * 20;
      image.data[i + 1] = (y / height) * 180 + random() * 20;
      image.data[i + 2] = 120 + Math.sin(x / 5) * 60 + random() * 20;
      image.data[i + 3] = alpha && x < width / 4 ? 0 : 255;
    }
  }
  return image;
}

export function addNoise(image: Pixels, amount: number, seed = 7): Pixels {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const data = new Uint8ClampedArray(image.data);
  for (let i = 0; i < data.length; i++) if (i % 4 !== 3) data[i] += (random() - 0.5) * 2 * amount;
  return createPixels(image.width, image.height, data);
}
