import { z } from 'zod/mini';
import { LANGUAGE_CHOICES } from './detect';

export const wordCountOptionsSchema = z.object({ language: z.enum(LANGUAGE_CHOICES), debug: z.boolean() });
export type WordCountOptions = z.infer<typeof wordCountOptionsSchema>;

export const DEFAULT_OPTIONS: WordCountOptions = { language: 'auto', debug: false };
