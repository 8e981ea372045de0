import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every locale file of one language: the shell's and each plugin's and core kit's. */
function localeFiles(language: string): string[] {
  const roots = ['locales', ...readdirSync('plugins').map((id) => `plugins/${id}/locales`), ...readdirSync('core').map((dir) => `core/${dir}/locales`)];
  return roots.map((root) => path.join(root, `${language}.json`)).filter((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });
}

describe('wording held to one form (issue 16 item 13)', () => {
  it('Japanese spells ブラウザー one way everywhere', () => {
    const files = localeFiles('ja');
    expect(files.length).toBeGreaterThan(10);
    const short = files.filter((file) => /ブラウザ(?!ー)/.test(readFileSync(file, 'utf8')));
    expect(short).toEqual([]);
  });

  it('German compares by "Wörter", not "Wörtern", in text-diff', () => {
    const de = JSON.parse(readFileSync('plugins/text-diff/locales/de.json', 'utf8'));
    expect(de.mode.words).toBe('Wörter');
  });

  it('tool names follow one pattern (Title Case in English)', () => {
    const names = readdirSync('plugins').map((id) => JSON.parse(readFileSync(`plugins/${id}/locales/en.json`, 'utf8')).name as string);
    const notTitle = names.filter((name) => name.split(' ').some((word) => /^[a-z]/.test(word) && !['to'].includes(word)));
    expect(notTitle).toEqual([]);
  });
});
