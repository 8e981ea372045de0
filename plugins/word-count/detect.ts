import type { CountLanguage } from './count';

/** The language choices: "auto" reads the script of the text; the others force a convention. */
export const LANGUAGE_CHOICES = ['auto', 'general', 'zh', 'ja', 'ko'] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

const SAMPLE = 20_000;

/**
 * The counting convention a text needs, from its script: any kana makes it Japanese (Japanese
 * mixes kanji and kana), mostly Hangul Korean, mostly Han Chinese, anything else "general".
 * Reads at most the first 20,000 characters.
 */
export function detectLanguage(text: string): CountLanguage {
  const sample = text.slice(0, SAMPLE);
  const count = (pattern: RegExp) => sample.match(pattern)?.length ?? 0;
  const letters = count(/\p{L}/gu);
  if (!letters) return 'general';
  const kana = count(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const han = count(/\p{Script=Han}/gu);
  const hangul = count(/\p{Script=Hangul}/gu);
  if (kana && kana >= (kana + han) * 0.1) return 'ja';
  if (hangul >= letters * 0.3) return 'ko';
  if (han >= letters * 0.3) return 'zh';
  return 'general';
}

export function resolveLanguage(choice: LanguageChoice, text: string): CountLanguage {
  return choice === 'auto' ? detectLanguage(text) : choice;
}
