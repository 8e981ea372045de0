import { z } from 'zod/mini';

export const PAGE_SIZES = ['svg', 'a4', 'letter'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const optionsSchema = z.object({
  /** 'svg': the page is the SVG's own size; A4/Letter: the SVG is fitted inside the margin. */
  page: z.enum(PAGE_SIZES),
  /** Millimetres on every side, for A4 and Letter. */
  margin: z.number().check(z.minimum(0), z.maximum(50)),
});
export type PdfOptions = z.infer<typeof optionsSchema>;

export const DEFAULT_OPTIONS: PdfOptions = { page: 'svg', margin: 10 };
