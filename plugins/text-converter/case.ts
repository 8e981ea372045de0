/** Case conversions. Pure functions of a string, Unicode-aware; scripts without case pass through. */

export const CASE_STYLES = [
  'upper',
  'lower',
  'title',
  'capitalized',
  'sentence',
  'camel',
  'pascal',
  'snake',
  'kebab',
  'constant',
  'inverse',
] as const;
export type CaseStyle = (typeof CASE_STYLES)[number];

/** Locales whose case rules differ from the default (Turkish and Azerbaijani dotted/dotless i). */
export const CASE_LOCALES = ['default', 'tr', 'az', 'lt'] as const;
export type CaseLocale = (typeof CASE_LOCALES)[number];

const localeArg = (locale: CaseLocale) => (locale === 'default' ? undefined : locale);
const upper = (s: string, locale: CaseLocale) => s.toLocaleUpperCase(localeArg(locale));
const lower = (s: string, locale: CaseLocale) => s.toLocaleLowerCase(localeArg(locale));

/** English words Title Case keeps in lower case unless first or last. */
const MINOR_WORDS = new Set(
  'a an and as at but by en for if in nor of on or per the to v vs via with'.split(' '),
);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Upper-cases the first user-perceived character ("ǆ"/"ß" aside, which have no single title form). */
function capitalizeFirst(word: string, locale: CaseLocale): string {
  const first = graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
  return upper(first, locale) + word.slice(first.length);
}

/** Words of the text with their positions, by the locale's word segmenter. */
function* wordsOf(text: string, locale: CaseLocale) {
  const segmenter = new Intl.Segmenter(localeArg(locale) ?? 'en', { granularity: 'word' });
  for (const part of segmenter.segment(text)) yield part;
}

function titleCase(text: string, locale: CaseLocale, keepMinorWords: boolean): string {
  const parts = [...wordsOf(lower(text, locale), locale)];
  const wordIndexes = parts.flatMap((p, i) => (p.isWordLike ? [i] : []));
  const firstWord = wordIndexes[0];
  const lastWord = wordIndexes[wordIndexes.length - 1];
  return parts
    .map((p, i) => {
      if (!p.isWordLike) return p.segment;
      const minor = keepMinorWords && i !== firstWord && i !== lastWord && MINOR_WORDS.has(p.segment);
      return minor ? p.segment : capitalizeFirst(p.segment, locale);
    })
    .join('');
}

/** A sentence starts the text, follows a blank line, or follows . ! ? (and CJK 。！？) plus space. */
function sentenceCase(text: string, locale: CaseLocale): string {
  const lowered = lower(text, locale);
  const capitalized = lowered.replace(
    /(^|[.!?。！？]\s+|[。！？]|\n\s*\n\s*)(\P{L}*?)(\p{L})/gu,
    (_, boundary: string, lead: string, letter: string) => boundary + lead + upper(letter, locale),
  );
  if (locale !== 'default') return capitalized;
  // English pronoun "I" stays capital in a sentence.
  return capitalized.replace(/(?<![\p{L}\p{N}'’])i(?=$|[\s.,!?;:'’])/gu, 'I');
}

/** Swaps the case of each character that has one; "ß" stays (its upper case is two letters). */
function inverseCase(text: string, locale: CaseLocale): string {
  let out = '';
  for (const ch of text) {
    const up = upper(ch, locale);
    const low = lower(ch, locale);
    if (ch === up && ch !== low) out += low;
    else if (ch === low && ch !== up && [...up].length === 1) out += up;
    else out += ch;
  }
  return out;
}

/**
 * Splits an identifier-ish line into words: at anything not a letter or digit, at lower→Upper
 * ("fooBar"), digit→Capitalized ("v2Beta", but not "A0B"), and before the last capital of a
 * capital run ("XMLHttp" → XML, Http).
 */
export function splitIdentifierWords(line: string): string[] {
  return line
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{N})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

type Joiner = (words: string[], locale: CaseLocale) => string;

const joiners: Record<'camel' | 'pascal' | 'snake' | 'kebab' | 'constant', Joiner> = {
  camel: (w, l) => w.map((x, i) => (i === 0 ? lower(x, l) : capitalizeFirst(lower(x, l), l))).join(''),
  pascal: (w, l) => w.map((x) => capitalizeFirst(lower(x, l), l)).join(''),
  snake: (w, l) => w.map((x) => lower(x, l)).join('_'),
  kebab: (w, l) => w.map((x) => lower(x, l)).join('-'),
  constant: (w, l) => w.map((x) => upper(x, l)).join('_'),
};

/** Identifier cases apply per line, so a list of names converts name by name. */
function identifierCase(text: string, style: keyof typeof joiners, locale: CaseLocale): string {
  return text
    .split('\n')
    .map((line) => joiners[style](splitIdentifierWords(line), locale))
    .join('\n');
}

export function convertCase(text: string, style: CaseStyle, locale: CaseLocale = 'default'): string {
  switch (style) {
    case 'upper':
      return upper(text, locale);
    case 'lower':
      return lower(text, locale);
    case 'title':
      return titleCase(text, locale, true);
    case 'capitalized':
      return titleCase(text, locale, false);
    case 'sentence':
      return sentenceCase(text, locale);
    case 'inverse':
      return inverseCase(text, locale);
    default:
      return identifierCase(text, style, locale);
  }
}
