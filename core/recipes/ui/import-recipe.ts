import { MAX_FILE_BYTES, readRecipeFile, toolsInFile, type ImportRefusal } from '../recipe-file';
import { saveRecipe } from '../recipe-store';
import { loadStepOptions } from '../step-options';

export type ImportOutcome = { ok: true; name: string } | ({ ok: false } & ImportRefusal);

/** Reads a chosen recipe file and keeps it; a refused one keeps nothing. The size is checked before any byte is read. */
export async function importRecipeFile(file: File): Promise<ImportOutcome> {
  if (file.size > MAX_FILE_BYTES) return { ok: false, reason: 'tooLarge', params: { limit: MAX_FILE_BYTES / 1024 } };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  const read = readRecipeFile(text, await loadStepOptions(toolsInFile(text)));
  if ('refusal' in read) return { ok: false, ...read.refusal };
  saveRecipe(read.recipe);
  return { ok: true, name: read.recipe.name };
}
