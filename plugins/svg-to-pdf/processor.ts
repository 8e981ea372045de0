import { defineProcessor } from '../../core/processing/processor';
import { TEXT_AS_OUTLINES, TEXT_AS_PICTURE } from './pdf-marker';

/**
 * The PDF is written on the main thread (svg2pdf.js needs the DOM, see screen.tsx); this only
 * notes on the row when text was drawn as outlines, or the page had to be a picture.
 */
export default defineProcessor<unknown>(async (input) => {
  const text = new TextDecoder('latin1').decode(new Uint8Array(await input.file.arrayBuffer()));
  const noteKey = text.includes(TEXT_AS_PICTURE) ? 'notes.textAsPicture' : text.includes(TEXT_AS_OUTLINES) ? 'notes.textAsOutlines' : undefined;
  return [{ kind: 'file', name: input.name, type: input.type, data: input.file, info: noteKey ? { noteKey } : undefined }];
});
