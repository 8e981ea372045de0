import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** resvg's test suite, the cases the bench and the fidelity guard use (see its README). */
export const SUITE_DIR = 'tests/fidelity/resvg';

export const CATEGORIES = ['masking', 'paint-servers', 'painting', 'shapes', 'structure', 'text'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface SuiteCase {
  category: Category;
  /** Path inside the suite, e.g. masking/mask/simple-case.svg. */
  id: string;
  file: string;
}

export function suiteCases(root = SUITE_DIR): SuiteCase[] {
  const cases: SuiteCase[] = [];
  for (const category of CATEGORIES) {
    for (const folder of readdirSync(path.join(root, category)).sort()) {
      const relative = `${category}/${folder}`;
      const dir = path.join(root, relative);
      if (!statSync(dir).isDirectory()) continue;
      for (const name of readdirSync(dir).sort()) {
        if (name.endsWith('.svg')) cases.push({ category, id: `${relative}/${name}`, file: path.join(dir, name) });
      }
    }
  }
  return cases;
}
