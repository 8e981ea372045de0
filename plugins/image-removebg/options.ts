import { z } from 'zod/mini';
import { MODEL_IDS } from './models';

/** What the tool gives back for each photo. */
export const OUTPUTS = ['transparent', 'colour', 'image', 'mask'] as const;
export type OutputKind = (typeof OUTPUTS)[number];

export const removebgOptionsSchema = z.object({
  model: z._default(z.enum(MODEL_IDS), 'fast'),
  output: z._default(z.enum(OUTPUTS), 'transparent'),
  /** Background for `output: 'colour'`, #rrggbb. */
  colour: z._default(z.string().check(z.regex(/^#[0-9a-f]{6}$/i)), '#ffffff'),
  /** Use WebGPU when the browser has an adapter (ignored otherwise). */
  gpu: z._default(z.boolean(), true),
  /**
   * The picture for `output: 'image'`. Kept in memory and sent to the worker with each job; stored
   * options lose it (a Blob becomes {} in JSON), which `catch` turns back into "none chosen".
   */
  backgroundImage: z.catch(z.optional(z.custom<Blob>((v) => v instanceof Blob)), undefined),
});

export type RemovebgOptions = z.infer<typeof removebgOptionsSchema>;

export const defaultRemovebgOptions: RemovebgOptions = removebgOptionsSchema.parse({});

/** The output file's name: `photo.jpg` → `photo-no-bg.png` (or `-mask`, `-on-colour`…). */
export function outputName(inputName: string, output: OutputKind): string {
  const base = inputName.replace(/\.[^./\\]+$/, '') || 'image';
  const suffix = { transparent: 'no-bg', colour: 'on-colour', image: 'on-image', mask: 'mask' }[output];
  return `${base}-${suffix}.png`;
}
