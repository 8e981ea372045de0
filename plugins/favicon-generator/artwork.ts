import type { PaintIcon } from '../../kits/favicon/render';
import { ProcessingError, rethrowEngineMismatch } from '../../core/processing/errors';
import { outlineIconSvg, pictureIconSvg, symbolIconSvg, textIconSvg } from './icon-svg';
import type { IconNode } from './generator-assets';
import { DESIGN_GRID, SYSTEM_FONT_STACK, shippedFontOf, type GeneratorOptions } from './options';
import { paintSymbolIcon } from './paint-icon';
import { inkedPicture, paintPicture } from './paint-picture';
import { paintOutlineIcon, paintTextIcon } from './paint-text';
import { centredOutline, fontFor, loadShippedFont } from './text-outline';

/** An emoji's picture as the page prepared it: rasterised (workers cannot draw SVG) and as SVG. */
export interface EmojiPicture {
  png: Blob;
  svg: string;
}

/** What the page hands the worker: the emoji's picture, or the chosen icon's drawing (the page holds the icon set for its picker). */
export interface ArtworkInput {
  emoji?: EmojiPicture;
  icon?: IconNode[];
}

export interface Artwork {
  paint: PaintIcon;
  svg: string;
}

/** What each mode draws, with what it needs loaded first (the font; the page sends the emoji's picture or the icon's drawing). */
export async function prepareArtwork(options: GeneratorOptions, { emoji, icon: nodes }: ArtworkInput): Promise<Artwork> {
  if (options.mode === 'icon') {
    if (!nodes) throw new ProcessingError('errors.icon', `No icon named ${options.icon}`);
    return { paint: (context, size, role) => paintSymbolIcon(context, size, role, options, nodes), svg: symbolIconSvg(options, nodes) };
  }
  if (options.mode === 'emoji') {
    if (!emoji) throw new ProcessingError('errors.emoji', 'Choose one emoji');
    const picture = await inkedPicture(emoji.png);
    const { width, height } = picture.bitmap;
    const ink = { x: picture.ink.x / width, y: picture.ink.y / height, width: picture.ink.width / width, height: picture.ink.height / height };
    return { paint: (context, size, role) => paintPicture(context, size, role, options, picture), svg: pictureIconSvg(options, emoji.svg, ink) };
  }
  const text = options.text.trim();
  const subsets = await loadShippedFont(shippedFontOf(options.font)).catch((error: unknown) => {
    rethrowEngineMismatch(error);
    throw new ProcessingError('errors.assets', 'The font could not be loaded');
  });
  const font = fontFor(text, subsets);
  if (font) {
    return { paint: (context, size, role) => paintOutlineIcon(context, size, role, options, font, text), svg: outlineIconSvg(options, centredOutline(font, text, options.fontSize, DESIGN_GRID)) };
  }
  return { paint: (context, size, role) => paintTextIcon(context, size, role, options, text, SYSTEM_FONT_STACK), svg: textIconSvg(options, text, SYSTEM_FONT_STACK) };
}
