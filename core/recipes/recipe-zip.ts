import type { ZipEntry } from '../ui/zip';
import type { RecipeRow } from './recipe-runs';

/**
 * The ZIP's entries: each file's final result under the name its last tool gave it (photo.jpg →
 * photo-1200x800-compressed.webp), or, with `everyStep`, each step's results in a folder of their
 * own ("1-image-resize/…", "2-image-compress/…"). A failed file has no final result.
 */
export function recipeZipEntries(rows: RecipeRow[], toolIds: string[], everyStep: boolean): ZipEntry[] {
  return rows.flatMap((row) => {
    if (everyStep) {
      return row.steps.flatMap((step, index) => (step.output ? [{ name: `${index + 1}-${toolIds[index]}/${step.output.name}`, data: step.output.blob }] : []));
    }
    const last = row.steps[row.steps.length - 1]?.output;
    return last ? [{ name: last.name, data: last.blob }] : [];
  });
}
