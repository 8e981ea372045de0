import { z } from 'zod/mini';

/**
 * Tracing presets: the seed's settings (16 colours, pathomit 8, ltres/qtres 1, roundcoords 1,
 * viewBox on) as the default, then imagetracerjs' own default, posterised, detailed, greyscale and
 * black & white. Colours, blur and path omit are the visitor's to change on top of a preset.
 */
export const PRESETS = ['recommended', 'default', 'posterized', 'detailed', 'grayscale', 'blackWhite'] as const;
export type TracePreset = (typeof PRESETS)[number];

export const MAX_COLOURS = 64;
export const MAX_BLUR = 5;
export const MAX_PATH_OMIT = 64;
/** Choices for the largest traced width; 0 = the image's own width. */
export const MAX_WIDTHS = [400, 800, 1200, 1600, 0] as const;

export const traceOptionsSchema = z.object({
  preset: z.enum(PRESETS),
  colours: z.int().check(z.minimum(2), z.maximum(MAX_COLOURS)),
  blur: z.int().check(z.minimum(0), z.maximum(MAX_BLUR)),
  pathOmit: z.int().check(z.minimum(0), z.maximum(MAX_PATH_OMIT)),
  maxWidth: z.union(MAX_WIDTHS.map((width) => z.literal(width)) as [z.ZodMiniLiteral<400>, z.ZodMiniLiteral<800>, z.ZodMiniLiteral<1200>, z.ZodMiniLiteral<1600>, z.ZodMiniLiteral<0>]),
});
export type TraceOptions = z.infer<typeof traceOptionsSchema>;

/** What each preset sets in the visible controls (the rest of its settings live in tracer-settings). */
export const PRESET_CONTROLS: Record<TracePreset, Pick<TraceOptions, 'colours' | 'blur' | 'pathOmit'>> = {
  recommended: { colours: 16, blur: 0, pathOmit: 8 },
  default: { colours: 16, blur: 0, pathOmit: 8 },
  posterized: { colours: 4, blur: 5, pathOmit: 8 },
  detailed: { colours: 64, blur: 0, pathOmit: 0 },
  grayscale: { colours: 7, blur: 0, pathOmit: 8 },
  blackWhite: { colours: 2, blur: 0, pathOmit: 8 },
};

export const DEFAULT_TRACE_OPTIONS: TraceOptions = { preset: 'recommended', ...PRESET_CONTROLS.recommended, maxWidth: 800 };
