import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Format, OurResult } from '../../scripts/bench/svg-fidelity-case';
import { CATEGORIES, suiteCases, type SuiteCase } from '../../scripts/bench/svg-fidelity-cases';

/**
 * The fidelity guard's committed pass lists: for each writer, the resvg cases whose output matched
 * Chromium's render when the list was written (`npm run fidelity:update`).
 */
export const FORMATS: readonly Format[] = ['pdf', 'eps'];
const passListFile = (format: Format) => path.join('tests/fidelity', `svg-to-${format}.pass.json`);
/** Where each category's test leaves its results, for `npm run fidelity:update`. */
export const RESULTS_DIR = path.join(process.env.PW_OUTPUT ?? 'test-results', 'fidelity');

export type CaseResults = Record<string, OurResult>;

/** Cases per test at most: the tests run in parallel on the workers, and this evens them out. */
const MAX_SHARD = 160;

export interface Shard {
  /** "painting", or "painting 2/2" for a category split in parts. */
  name: string;
  cases: SuiteCase[];
}

/** The suite in tests: one per category, a big category in equal parts. */
export function shards(): Shard[] {
  const all = suiteCases();
  return CATEGORIES.flatMap((category) => {
    const cases = all.filter((suiteCase) => suiteCase.category === category);
    const parts = Math.ceil(cases.length / MAX_SHARD);
    const size = Math.ceil(cases.length / parts);
    return Array.from({ length: parts }, (_, part) => ({ name: parts > 1 ? `${category} ${part + 1}/${parts}` : category, cases: cases.slice(part * size, (part + 1) * size) }));
  });
}

const resultsFile = (shard: string) => path.join(RESULTS_DIR, `${shard.replace(/\W+/g, '-')}.json`);

export function readPassList(format: Format): Set<string> {
  const file = passListFile(format);
  if (!existsSync(file)) throw new Error(`Missing ${file}: write it with npm run fidelity:update`);
  return new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]);
}

export function writeShardResults(shard: string, results: CaseResults): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(resultsFile(shard), JSON.stringify(results, null, 1));
}

export function readShardResults(shard: string): CaseResults {
  return JSON.parse(readFileSync(resultsFile(shard), 'utf8')) as CaseResults;
}

export function writePassList(format: Format, ids: string[]): void {
  writeFileSync(passListFile(format), `${JSON.stringify([...ids].sort(), null, 1)}\n`);
}

/** "PDF 88/93 (95%)". */
export const share = (format: Format, results: OurResult[]) => {
  const passed = results.filter((result) => result[format]).length;
  return `${format.toUpperCase()} ${passed}/${results.length} (${results.length ? Math.round((passed / results.length) * 100) : 0}%)`;
};
