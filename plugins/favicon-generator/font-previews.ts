import { buildEngineFiles } from '../../core/processing/engine-files';
import { SHIPPED_FONT_IDS, SHIPPED_FONTS, fontUrl, type ShippedFont } from './shipped-fonts';

/** The family name a shipped font is previewed under in the page (never a system font's name). */
export const previewFamily = (id: ShippedFont) => `"Localbox preview ${SHIPPED_FONTS[id].name}"`;

let added = false;

/** Adds the shipped fonts' Latin files to the page, so the font list shows each name in its face. */
export function addFontPreviews(fonts: FontFaceSet = document.fonts): void {
  if (added) return;
  added = true;
  for (const id of SHIPPED_FONT_IDS) {
    // A font that fails to load (or its check) leaves its name in the default face.
    buildEngineFiles
      .fetch(fontUrl(id, 'latin'))
      .then((bytes) => {
        const face = new FontFace(previewFamily(id).slice(1, -1), bytes, { weight: String(SHIPPED_FONTS[id].weight) });
        fonts.add(face);
        return face.load();
      })
      .catch(() => undefined);
  }
}
