import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where the bench expects resvg's test suite (crates/resvg/tests/tests of github.com/linebender/resvg). */
export const SUITE_DIR = '.fixtures/resvg/tests';

export const CATEGORIES = ['masking', 'paint-servers', 'painting', 'shapes', 'structure', 'text'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Folders left out: what neither format can hold (blend modes, isolation, context-fill), external
 * images, transform-origin (SVG 2), and in text every folder but text/text (the suite's own fonts
 * are not installed, so only the basic cases say something).
 */
const SKIPPED = new Set(['painting/mix-blend-mode', 'painting/isolation', 'painting/context', 'painting/image-rendering', 'structure/image', 'structure/transform-origin']);

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
      if (SKIPPED.has(relative) || (category === 'text' && folder !== 'text')) continue;
      const dir = path.join(root, relative);
      if (!statSync(dir).isDirectory()) continue;
      for (const name of readdirSync(dir).sort()) {
        if (name.endsWith('.svg')) cases.push({ category, id: `${relative}/${name}`, file: path.join(dir, name) });
      }
    }
  }
  return cases;
}
