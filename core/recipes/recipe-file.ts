/**
 * A recipe as a small JSON file, and back. Reading is strict: a file that is not JSON, not a
 * recipe, names a tool that cannot be a step, holds an option its tool's schema refuses, or has a
 * step that cannot take what the step before it makes is refused as a whole with a translatable
 * reason, and nothing of it is kept.
 */
import { z } from 'zod/mini';
import { cleanName, recipeSchema, type Recipe, type RecipeStep } from './recipe';
import { firstChainBreak } from './step-chain';
import type { StepOptionsById } from './step-options';

export const FILE_FORMAT = 'localbox-recipe';
export const FILE_VERSION = 1;
/** A recipe file is a few hundred bytes; anything far larger is not one. */
export const MAX_FILE_BYTES = 32 * 1024;

const fileSchema = z.extend(recipeSchema, { format: z.literal(FILE_FORMAT), version: z.literal(FILE_VERSION) });

export function recipeFileText(recipe: Recipe): string {
  return `${JSON.stringify({ format: FILE_FORMAT, version: FILE_VERSION, name: recipe.name, steps: recipe.steps }, null, 2)}\n`;
}

/** "Web photos" → "web-photos" (letters of any script kept), for file names. */
export const recipeSlug = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'recipe';

export const recipeFileName = (name: string) => `${recipeSlug(name)}.recipe.json`;

export interface ImportRefusal {
  /** A key of the recipes namespace: import.<reason>. */
  reason: 'tooLarge' | 'notJson' | 'notRecipe' | 'unknownTool' | 'badOption' | 'brokenChain';
  params?: Record<string, string | number>;
}

export type ImportResult = { recipe: Recipe } | { refusal: ImportRefusal };

/** The tools a file's text names, to load their schemas before reading it (empty when it is not a recipe). */
export function toolsInFile(text: string): string[] {
  const parsed = parseRecipe(text);
  return 'recipe' in parsed ? parsed.recipe.steps.map((step) => step.tool) : [];
}

function parseRecipe(text: string): ImportResult {
  if (text.length > MAX_FILE_BYTES) return { refusal: { reason: 'tooLarge', params: { limit: MAX_FILE_BYTES / 1024 } } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { refusal: { reason: 'notJson' } };
  }
  const parsed = fileSchema.safeParse(json);
  return parsed.success ? { recipe: { name: parsed.data.name, steps: parsed.data.steps } } : { refusal: { reason: 'notRecipe' } };
}

/** Each option is one of the tool's, and the whole passes its schema as it is (no fallback taken). */
function checkStep(step: RecipeStep, schemas: StepOptionsById, number: number): RecipeStep | ImportRefusal {
  const stepOptions = schemas.get(step.tool);
  if (!stepOptions) return { reason: 'unknownTool', params: { step: number, tool: step.tool.slice(0, 64) } };
  const known = Object.keys(stepOptions.defaults as object);
  const unknown = Object.keys(step.options).find((key) => !known.includes(key));
  const parsed = stepOptions.schema.safeParse({ ...(stepOptions.defaults as object), ...step.options });
  const refused = unknown ?? (parsed.success ? undefined : String(parsed.error.issues[0]?.path[0] ?? ''));
  if (refused !== undefined || !parsed.success) return { reason: 'badOption', params: { step: number, option: (refused ?? '').slice(0, 64) } };
  return { tool: step.tool, options: parsed.data as Record<string, unknown> };
}

/** A recipe file's text, checked against the schemas of the step tools it names. */
export function readRecipeFile(text: string, schemas: StepOptionsById): ImportResult {
  const parsed = parseRecipe(text);
  if ('refusal' in parsed) return parsed;
  const steps: RecipeStep[] = [];
  for (const [index, step] of parsed.recipe.steps.entries()) {
    const checked = checkStep(step, schemas, index + 1);
    if ('reason' in checked) return { refusal: checked };
    steps.push(checked);
  }
  const broken = firstChainBreak(steps.map((step) => step.tool));
  if (broken) return { refusal: { reason: 'brokenChain', params: { step: broken.step, previous: broken.step - 1 } } };
  const name = cleanName(parsed.recipe.name);
  return name ? { recipe: { name, steps } } : { refusal: { reason: 'notRecipe' } };
}
