import { describe, expect, it } from 'vitest';
import { checkLocaleSet } from '../../scripts/plugin-sources';
import { LANGUAGES } from '../plugin/schema';

const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });

describe('recipe strings', () => {
  it('exist in all six languages, translated', () => {
    const set = new Map(LANGUAGES.map((language) => [language as string, files[`./locales/${language}.json`] ?? null]));
    expect(checkLocaleSet('core/recipes/locales', set)).toEqual([]);
  });
});
