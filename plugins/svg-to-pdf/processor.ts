import { defineProcessor, type FileInput, type FileOutput } from '../../core/processing/processor';
import { TEXT_AS_PICTURE } from './pdf-marker';

/**
 * The PDF is written on the main thread (svg2pdf.js needs the DOM, see screen.tsx); this only
 * notes on the row when the page had to be a picture.
 */
export default defineProcessor(async (input: FileInput, _options: unknown): Promise<FileOutput> => {
  const head = new TextDecoder('latin1').decode(new Uint8Array(input.bytes));
  return { name: input.name, type: input.type, bytes: input.bytes, info: head.includes(TEXT_AS_PICTURE) ? { noteKey: 'notes.textAsPicture' } : undefined };
});
