import { z } from 'zod';
import { MODEL_IDS } from './models';

/** What the tool gives back for each photo. */
export const OUTPUTS = ['transparent', 'colour', 'image', 'mask'] as const;
export type OutputKind = (typeof OUTPUTS)[number];

export const removebgOptionsSchema = z.object({
  model: z.enum(MODEL_IDS).default('fast'),
  output: z.enum(OUTPUTS).default('transparent'),
  /** Background for `output: 'colour'`, #rrggbb. */
  colour: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .default('#ffffff'),
  /** Use WebGPU when the browser has an adapter (ignored otherwise). */
  gpu: z.boolean().default(true),
  /**
   * The picture for `output: 'image'`. Kept in memory and sent to the worker with each job; stored
   * options lose it (a Blob becomes {} in JSON), which `.catch` turns back into "none chosen".
   */
  backgroundImage: z
    .custom<Blob>((v) => v instanceof Blob)
    .optional()
    .catch(undefined),
});

export type RemovebgOptions = z.infer<typeof removebgOptionsSchema>;

export const defaultRemovebgOptions: RemovebgOptions = removebgOptionsSchema.parse({});

/** The output file's name: `photo.jpg` → `photo-no-bg.png` (or `-mask`, `-on-colour`…). */
export function outputName(inputName: string, output: OutputKind): string {
  const base = inputName.replace(/\.[^./\\]+$/, '') || 'image';
  const suffix = { transparent: 'no-bg', colour: 'on-colour', image: 'on-image', mask: 'mask' }[output];
  return `${base}-${suffix}.png`;
}
