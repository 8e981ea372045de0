import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `*.slow.test.ts` (whole builds, real browsers) run only in the full suite: `npm run test:full`.
const full = process.env.LOCALBOX_FULL_SUITE === '1';
const ROOTS = ['core', 'kits', 'plugins', 'scripts', 'tests'];
const TEST_FILE = full ? /\.test\.tsx?$/ : /(?<!\.slow)\.test\.tsx?$/;

function testFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return TEST_FILE.test(entry.name) ? [file] : [];
  });
}

// Most test files share one module cache per worker thread, which halves the suite's CPU time
// (each file no longer re-imports React, Mantine, zod and the codecs). A file that mocks modules,
// changes globals, the working directory or the DOM environment gets a fresh one, in a process of
// its own, so that nothing it changes reaches another file.
// A file whose test needs modules nobody has loaded yet says so with a `// vitest: isolate` line.
const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)\(|@vitest-environment|process\.chdir|globalThis\.\w+\s*=[^=]|Object\.defineProperty\(globalThis|\/\/ vitest: isolate/;
const files = ROOTS.flatMap((root) => testFiles(root));
const isolated = files.filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')));
const shared = files.filter((file) => !isolated.includes(file));

export default defineConfig({
  test: {
    environment: 'node',
    // A guard against a hang, not a speed check: a loaded machine three times slower than ours stays well inside it.
    testTimeout: 60_000,
    // The real photos, icons and media some unit tests read (the outcome table's cases list the icons
    // at import), fetched before any test file loads, as the browser tests' setup does.
    globalSetup: ['./tests/e2e/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared', include: shared, pool: 'threads', isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated, pool: 'forks', isolate: true } },
    ],
  },
});
