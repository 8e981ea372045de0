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

  it('reports a value left in English, but not names, formats, placeholders or code identifiers', () => {
    const en = { rights: 'All rights reserved.', format: 'PNG', took: '{{ms}} ms', style: 'snake_case', title: 'Video', nested: { hint: 'Drop files here' } };
    const ja = { rights: 'All rights reserved.', format: 'PNG', took: '{{ms}} ms', style: 'snake_case', title: 'Video', nested: { hint: 'ここにファイルをドロップ' } };
    const set = new Map<string, Record<string, unknown> | null>([
      ['en', en],
      ['zh', { ...ja, rights: '自由软件', title: '视频' }],
      ['zh-TW', { ...ja, rights: '自由軟體', title: '影片' }],
      ['ja', { ...ja, title: 'ビデオ' }],
      ['de', { ...ja, rights: 'Freie Software' }],
      ['ko', { ...ja, rights: '자유 소프트웨어', title: '비디오', nested: { hint: 'Drop files here' } }],
    ]);
    expect(checkLocaleSet('locales', set)).toEqual([
      'locales/ja.json: rights: still the English text',
      'locales/ko.json: nested.hint: still the English text',
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
