import type { IconRole } from '../../kits/favicon/package-spec';
import { contentBox, newContext, type IconContext } from '../../kits/favicon/render';
import { iconPlacement } from './icon-svg';
import type { GeneratorOptions } from './options';
import { fillShape } from './paint-text';

/** A picture cut to its ink (the box of its visible pixels), ready to be centred. */
export interface InkedPicture {
  bitmap: ImageBitmap;
  /** The ink box in the picture's pixels. */
  ink: { x: number; y: number; width: number; height: number };
}

/** Finds the box of pixels that are not transparent, so the drawing (not its canvas) is centred. */
export async function inkedPicture(png: Blob): Promise<InkedPicture> {
  const bitmap = await createImageBitmap(png);
  const context = newContext(bitmap.width, bitmap.height);
  context.drawImage(bitmap, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] < 16) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return { bitmap, ink: { x: 0, y: 0, width, height } };
  return { bitmap, ink: { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 } };
}

/** Paints the picture on the shape, its ink centred and as large as an icon of the chosen size. */
export function paintPicture(context: IconContext, size: number, role: IconRole, options: GeneratorOptions, picture: InkedPicture) {
  fillShape(context, size, role, options);
  const { offset, side } = contentBox(size, role);
  const { translate } = iconPlacement(options.fontSize, side);
  const box = side - 2 * translate;
  const { ink } = picture;
  const scale = box / Math.max(ink.width, ink.height);
  const width = ink.width * scale;
  const height = ink.height * scale;
  context.drawImage(picture.bitmap, ink.x, ink.y, ink.width, ink.height, offset + (side - width) / 2, offset + (side - height) / 2, width, height);
}
