import { z } from 'zod/mini';

/** svgo 4's preset-default, in its order (a unit test holds it equal to svgo's own list). */
export const PRESET_PLUGINS = [
  'removeDoctype',
  'removeXMLProcInst',
  'removeComments',
  'removeDeprecatedAttrs',
  'removeMetadata',
  'removeEditorsNSData',
  'cleanupAttrs',
  'mergeStyles',
  'inlineStyles',
  'minifyStyles',
  'cleanupIds',
  'removeUselessDefs',
  'cleanupNumericValues',
  'convertColors',
  'removeUnknownsAndDefaults',
  'removeNonInheritableGroupAttrs',
  'removeUselessStrokeAndFill',
  'cleanupEnableBackground',
  'removeHiddenElems',
  'removeEmptyText',
  'convertShapeToPath',
  'convertEllipseToCircle',
  'moveElemsAttrsToGroup',
  'moveGroupAttrsToElems',
  'collapseGroups',
  'convertPathData',
  'convertTransform',
  'removeEmptyAttrs',
  'removeEmptyContainers',
  'mergePaths',
  'removeUnusedNS',
  'sortAttrs',
  'sortDefsChildren',
  'removeDesc',
] as const;
export type PresetPlugin = (typeof PRESET_PLUGINS)[number];

export const MIN_PRECISION = 0;
export const MAX_PRECISION = 8;

export const optionsSchema = z.object({
  multipass: z.boolean(),
  /** Decimals picked from the drawing's size (see autoPrecision) instead of `precision`. */
  autoPrecision: z.boolean(),
  precision: z.int().check(z.minimum(MIN_PRECISION), z.maximum(MAX_PRECISION)),
  /** Plugins of preset-default switched off by the visitor (all on by default). */
  disabled: z.array(z.enum(PRESET_PLUGINS)),
  /** svgo's removeScripts: <script>, on* handlers and javascript: links go. */
  removeScripts: z.boolean(),
  /** Pretty-printed output (two-space indent) instead of one line. */
  pretty: z.boolean(),
});
export type OptimizerOptions = z.infer<typeof optionsSchema>;

export const DEFAULT_OPTIONS: OptimizerOptions = {
  multipass: true,
  autoPrecision: true,
  precision: 3,
  disabled: [],
  removeScripts: true,
  pretty: false,
};
