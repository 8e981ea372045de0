import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path the docs name in backticks exists: a doc that names a moved file fails here.
 * A path counts when its first folder is one the repository tracks (core/, kits/, scripts/…);
 * patterns (`plugins/<id>/`, `*.slow.test.ts`, `{en,zh}`), the scaffolder's example `my-tool` and
 * build output (dist/) are not paths.
 */
const DOCS = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', ...readdirSync('docs').filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedDirs = new Set(tracked.flatMap((file) => file.split('/').slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
const trackedFiles = new Set(tracked);
const topFolders = new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]));

/** The backticked tokens of a Markdown text that name a repository path, with their line. */
function namedPaths(markdown: string, folders: Set<string>): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  markdown.split('\n').forEach((text, index) => {
    for (const [, token] of text.matchAll(/`([^`\s]+)`/g)) {
      const candidate = token.replace(/[.,:;)]+$/, '').replace(/:\d+$/, '');
      if (/[<>*{}…|$]|my-tool/.test(candidate) || !candidate.includes('/')) continue;
      if (!folders.has(candidate.split('/')[0])) continue;
      found.push({ path: candidate.replace(/\/$/, ''), line: index + 1 });
    }
  });
  return found;
}

const exists = (file: string) => trackedFiles.has(file) || trackedDirs.has(file);

describe('the paths the docs name', () => {
  it('finds backticked repository paths and skips patterns and output', () => {
    const sample = 'Run `kits/svg/namespace.ts`, see `core/sandbox/`, `plugins/<id>/x.ts`, `dist/sw.js`, `npm test`, `kits/svg`.';
    expect(namedPaths(sample, new Set(['kits', 'core', 'plugins'])).map((p) => p.path)).toEqual(['kits/svg/namespace.ts', 'core/sandbox', 'kits/svg']);
    expect(exists('kits/svg/namespace.ts') && exists('kits/svg') && !exists('core/sandbox')).toBe(true);
  });

  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const missing = namedPaths(readFileSync(path.join(doc), 'utf8'), topFolders)
      .filter((named) => !exists(named.path))
      .map((named) => `${doc}:${named.line} ${named.path}`);
    expect(missing).toEqual([]);
  });
});
