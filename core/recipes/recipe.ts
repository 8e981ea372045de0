import { z } from 'zod/mini';

/** A recipe is a few tools in a row; more steps than this is not a recipe anyone writes by hand. */
export const MAX_STEPS = 8;
export const MAX_NAME_LENGTH = 80;

export interface RecipeStep {
  tool: string;
  options: Record<string, unknown>;
}

export interface Recipe {
  name: string;
  steps: RecipeStep[];
}

export interface StoredRecipe extends Recipe {
  id: string;
  savedAt: string;
}

// Invisible and control characters never reach a name shown on screen or written in a file.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A name as shown: invisible characters removed, spaces collapsed, at most MAX_NAME_LENGTH characters. */
export function cleanName(name: string): string {
  return [...name.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()].slice(0, MAX_NAME_LENGTH).join('');
}

const toolId = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(64));

/** A step's shape only: its options are checked by the tool's own schema (step-options.ts). */
export const stepSchema = z.object({
  tool: toolId,
  options: z.record(z.string().check(z.maxLength(64)), z.unknown()),
});

export const recipeSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  steps: z.array(stepSchema).check(z.minLength(1), z.maxLength(MAX_STEPS)),
});

export const storedRecipeSchema = z.extend(recipeSchema, {
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  savedAt: z.string().check(z.maxLength(40)),
});
