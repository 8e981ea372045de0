import { appPath } from '../../core/app/base-path';
import { GENERATOR_ASSETS } from './generator-assets';

/**
 * The typefaces the generator ships (all SIL Open Font Licence, from @fontsource), in the bold
 * weight a favicon needs, Latin and Latin Extended. Text is drawn from their outlines, so the PNGs
 * and favicon.svg look the same on every system.
 */
export const SHIPPED_FONTS = {
  inter: { name: 'Inter', weight: 700 },
  roboto: { name: 'Roboto', weight: 700 },
  'open-sans': { name: 'Open Sans', weight: 700 },
  montserrat: { name: 'Montserrat', weight: 700 },
  poppins: { name: 'Poppins', weight: 700 },
  lato: { name: 'Lato', weight: 700 },
  nunito: { name: 'Nunito', weight: 800 },
  raleway: { name: 'Raleway', weight: 700 },
  oswald: { name: 'Oswald', weight: 700 },
  'bebas-neue': { name: 'Bebas Neue', weight: 400 },
  'playfair-display': { name: 'Playfair Display', weight: 700 },
  merriweather: { name: 'Merriweather', weight: 700 },
  'roboto-mono': { name: 'Roboto Mono', weight: 700 },
  pacifico: { name: 'Pacifico', weight: 400 },
} as const;
export type ShippedFont = keyof typeof SHIPPED_FONTS;
export const SHIPPED_FONT_IDS = Object.keys(SHIPPED_FONTS) as ShippedFont[];

/** Each font's files, Latin first: a character missing there is looked for in Latin Extended. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;

/** The file as @fontsource names it, e.g. "inter-latin-700-normal.woff" (WOFF: opentype.js reads it). */
export const fontFileName = (id: ShippedFont, subset: (typeof FONT_SUBSETS)[number]) => `${id}-${subset}-${SHIPPED_FONTS[id].weight}-normal.woff`;
export const fontUrl = (id: ShippedFont, subset: (typeof FONT_SUBSETS)[number]) => appPath(`${GENERATOR_ASSETS}/fonts/${fontFileName(id, subset)}`);
