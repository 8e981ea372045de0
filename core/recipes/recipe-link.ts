/**
 * A recipe as a link's query, readable and short, with the same rules as a settings link:
 * `/recipe?name=Web+photos&1=image-resize&1.width=1200&2=image-converter&2.target=webp`.
 * `n` names step n's tool, `n.<key>` one of its options, written and read by settings-link.ts with
 * that tool's own schema. Whatever is not a step tool, an option, or a value its schema accepts is
 * ignored and named; a link never fails as a whole.
 */
import { firstParameters, readSettingsLink, settingsQuery } from '../settings/settings-link';
import { NON_OPTION_KEYS } from '../settings/link-reader';
import { cleanName, MAX_STEPS, type Recipe, type RecipeStep } from './recipe';
import type { StepOptionsById } from './step-options';

export const NAME_KEY = 'name';
const STEP_KEY = /^([1-9])$/;
const OPTION_KEY = /^([1-9])\.(.+)$/;

const stepNumber = (key: string) => Number(STEP_KEY.exec(key)?.[1] ?? NaN);

/** The query (without "?") of a recipe whose options are valid for its tools. */
export function recipeQuery(recipe: Recipe, schemas: StepOptionsById): string {
  const parts = [`${NAME_KEY}=${encodeURIComponent(recipe.name)}`];
  recipe.steps.forEach((step, index) => {
    const schema = schemas.get(step.tool)?.schema;
    parts.push(`${index + 1}=${step.tool}`);
    const options = schema ? settingsQuery(schema, step.options) : '';
    for (const part of options.split('&').filter(Boolean)) parts.push(`${index + 1}.${part}`);
  });
  return parts.join('&');
}

/** The tools a query's steps name, to load their schemas before reading it. */
export function toolsInQuery(search: string): string[] {
  const { params } = firstParameters(search);
  return [...params].filter(([key]) => STEP_KEY.test(key)).map(([, tool]) => tool);
}

export interface RecipeFromLink {
  /** Null when no step could be used. */
  recipe: Recipe | null;
  /** Parameters that were not used: unknown keys, steps of unknown tools, refused values. */
  ignored: string[];
  unread: number;
}

export function readRecipeLink(search: string, schemas: StepOptionsById, fallbackName: string): RecipeFromLink {
  const { params, unread } = firstParameters(search);
  // A step's own problems are named first: they change what the recipe does, stray keys do not.
  const ignored = new Set<string>();
  const stray = new Set<string>();
  const tools = new Map<number, string>();
  const optionParts = new Map<number, string[]>();
  let name = '';
  for (const [key, value] of params) {
    const option = OPTION_KEY.exec(key);
    if (key === NAME_KEY && !name) name = cleanName(value);
    else if (NON_OPTION_KEYS.has(key)) continue;
    else if (STEP_KEY.test(key) && !tools.has(stepNumber(key))) tools.set(stepNumber(key), value);
    else if (option) optionParts.set(Number(option[1]), [...(optionParts.get(Number(option[1])) ?? []), `${encodeURIComponent(option[2])}=${encodeURIComponent(value)}`]);
    else stray.add(key);
  }
  const steps: RecipeStep[] = [];
  for (const number of [...new Set([...tools.keys(), ...optionParts.keys()])].sort((a, b) => a - b)) {
    const tool = tools.get(number);
    const stepOptions = tool === undefined ? undefined : schemas.get(tool);
    if (!tool || !stepOptions || steps.length === MAX_STEPS) {
      if (tool !== undefined) ignored.add(`${number}=${tool}`);
      for (const part of optionParts.get(number) ?? []) ignored.add(`${number}.${decodeURIComponent(part.split('=')[0])}`);
      continue;
    }
    const read = readSettingsLink(stepOptions.schema, stepOptions.defaults, (optionParts.get(number) ?? []).join('&'));
    read?.ignored.forEach((key) => ignored.add(`${number}.${key}`));
    steps.push({ tool, options: (read?.options ?? stepOptions.defaults) as Record<string, unknown> });
  }
  return { recipe: steps.length ? { name: name || fallbackName, steps } : null, ignored: [...ignored, ...stray], unread };
}
