import type { Rect } from './fit';

/**
 * Scales a region of a bitmap to a target size in halving steps (each step at most 2:1, high
 * quality), so a 1024 px logo reaches 16 px without the aliasing of a single big jump.
 */
export async function downscale(source: ImageBitmap, region: Rect, width: number, height: number): Promise<ImageBitmap> {
  let current = await createImageBitmap(source, region.x, region.y, region.width, region.height);
  while (current.width / 2 >= width * 1.01 && current.height / 2 >= height * 1.01) {
    const next = await createImageBitmap(current, {
      resizeWidth: Math.max(width, Math.round(current.width / 2)),
      resizeHeight: Math.max(height, Math.round(current.height / 2)),
      resizeQuality: 'high',
    });
    current.close();
    current = next;
  }
  if (current.width === width && current.height === height) return current;
  const last = await createImageBitmap(current, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  current.close();
  return last;
}
