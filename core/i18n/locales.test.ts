import { describe, expect, it } from 'vitest';
import { checkLocaleSet, collectProblems } from '../../scripts/plugin-sources';
import { compareLocales, flattenKeys } from './locale-check';
import { toSupportedLanguage } from './languages';

describe('locale completeness', () => {
  it('every plugin manifest is valid and every key exists in all six languages', async () => {
    expect(await collectProblems(process.cwd())).toEqual([]);
  }, 60_000);

  it('reports a key missing in one language and a key only one language has', () => {
    const en = { a: 'A', nested: { b: 'B' } };
    const full = { a: 'x', nested: { b: 'y' } };
    const set = new Map<string, Record<string, unknown> | null>([
      ['en', en],
      ['zh', full],
      ['zh-TW', full],
      ['ja', { a: 'x', nested: {} }],
      ['de', { ...full, extra: 'z' }],
      ['ko', null],
    ]);
    expect(checkLocaleSet('locales', set)).toEqual([
      'locales/ja.json: nested.b: key is missing',
      'locales/de.json: extra: key is not in en.json',
      'locales/ko.json: file is missing',
    ]);
  });

  it('flattens nested keys and treats empty strings as missing', () => {
    expect(flattenKeys({ a: { b: 'x', c: { d: 'y' } } })).toEqual(['a.b', 'a.c.d']);
    expect(compareLocales({ a: 'A' }, { a: '' }).missing).toEqual(['a']);
  });
});

describe('toSupportedLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['de-AT', 'de'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['ja', 'ja'],
    ['ko-KR', 'ko'],
    ['fr-FR', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (input, expected) => {
    expect(toSupportedLanguage(input)).toBe(expected);
  });
});
