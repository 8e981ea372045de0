import { describe, expect, it } from 'vitest';
import { flattenKeys } from '../../core/i18n/locale-check';
import { LANGUAGES } from '../../core/plugin/schema';
import { FAVICON_KIT_LOCALES } from './kit-i18n';

describe('favicon package strings', () => {
  it('exist in all six languages with the same keys and placeholders', () => {
    const english = flattenKeys(FAVICON_KIT_LOCALES.en).sort();
    for (const language of LANGUAGES) {
      expect(flattenKeys(FAVICON_KIT_LOCALES[language]).sort(), language).toEqual(english);
      expect(JSON.stringify(FAVICON_KIT_LOCALES[language]), language).toContain('{{name}}');
    }
  });
});
