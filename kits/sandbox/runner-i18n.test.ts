import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/plugin/schema';
import { RUNNER_LOCALES } from './runner-i18n';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('code runner strings', () => {
  it('exist in all six languages with the same keys', () => {
    const english = keysOf(RUNNER_LOCALES.en).sort();
    for (const language of LANGUAGES) {
      expect(keysOf(RUNNER_LOCALES[language]).sort(), language).toEqual(english);
    }
  });

  it('keep the placeholders of the English text', () => {
    for (const language of LANGUAGES) {
      const strings = RUNNER_LOCALES[language] as Record<string, string>;
      expect(strings.timedOut, language).toContain('{{seconds}}');
      expect(strings.took, language).toContain('{{ms}}');
    }
  });
});
