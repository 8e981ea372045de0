import { defineProcessor } from '../../core/processing/processor';
import { APPROXIMATED_COMMENT } from './eps-comments';

/**
 * The EPS is written on the main thread, where the browser parses the SVG (see screen.tsx); this
 * step only puts a notice on the row when the EPS lists approximations in its header.
 */
export default defineProcessor<unknown>(async (input) => {
  const header = await input.file.slice(0, 4096).text();
  const approximated = header.includes(`\n${APPROXIMATED_COMMENT}`);
  return [{ kind: 'file', name: input.name, type: input.type, data: input.file, info: approximated ? { noteKey: 'notes.approximated' } : undefined }];
});
