import { defineProcessor, type FileInput, type FileOutput } from '../../core/processing/processor';
import { APPROXIMATED_COMMENT } from './eps-comments';

/**
 * The EPS is written on the main thread, where the browser parses the SVG (see screen.tsx); this
 * step only puts a notice on the row when the EPS lists approximations in its header.
 */
export default defineProcessor(async (input: FileInput, _options: unknown): Promise<FileOutput> => {
  const header = new TextDecoder('latin1').decode(new Uint8Array(input.bytes, 0, Math.min(input.bytes.byteLength, 4096)));
  const approximated = header.includes(`\n${APPROXIMATED_COMMENT}`);
  return { name: input.name, type: input.type, bytes: input.bytes, info: approximated ? { noteKey: 'notes.approximated' } : undefined };
});
