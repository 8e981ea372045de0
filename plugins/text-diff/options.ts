import { z } from 'zod/mini';
import { DIFF_MODES } from './tokens';

export const diffOptionsSchema = z.object({
  mode: z.enum(DIFF_MODES),
  ignoreCase: z.boolean(),
  ignoreWhitespace: z.boolean(),
  view: z.enum(['split', 'unified']),
  hideUnchanged: z.boolean(),
});
export type DiffScreenOptions = z.infer<typeof diffOptionsSchema>;

export const DEFAULT_OPTIONS: DiffScreenOptions = {
  mode: 'lines',
  ignoreCase: false,
  ignoreWhitespace: false,
  view: 'split',
  hideUnchanged: false,
};
