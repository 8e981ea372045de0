import { describe, expect, it } from 'vitest';
import { bundleLocales } from './locale-bundle';

describe('bundleLocales', () => {
  it('names the shell file "common" and each plugin file by its folder', () => {
    const bundle = bundleLocales({ '/locales/de.json': { brand: 'Localbox' } }, { '/plugins/word-count/locales/de.json': { name: 'Wörter zählen' } });
    expect(bundle).toEqual({ common: { brand: 'Localbox' }, 'word-count': { name: 'Wörter zählen' } });
  });
});
