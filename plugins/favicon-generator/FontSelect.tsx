import { SelectOnFirstUse } from '../../core/ui/SelectOnFirstUse';
import { lazyPart } from '../../core/ui/lazy-part';
import { addFontPreviews } from './font-previews';
import { SHIPPED_FONTS, SHIPPED_FONT_IDS, type ShippedFont } from './shipped-fonts';

const list = lazyPart(() => import('./FontSelectPart'));
const DATA = SHIPPED_FONT_IDS.map((font) => ({ value: font, label: SHIPPED_FONTS[font].name }));

interface FontSelectProps {
  label: string;
  description: string;
  value: ShippedFont;
  onChange(font: ShippedFont): void;
  'data-testid'?: string;
}

/** The font choice, each name drawn in its own face once the list has loaded (the faces once it opens). */
export function FontSelect({ onChange, ...fieldProps }: FontSelectProps) {
  return <SelectOnFirstUse {...fieldProps} data={DATA} list={list.Component} onOpen={addFontPreviews} onChange={(font) => onChange(font as ShippedFont)} />;
}
