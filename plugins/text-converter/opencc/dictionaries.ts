import { Trie } from 'opencc-js/core';
import type { BundledDictionary } from './configs';
import type { Dictionary } from './engine';

type DictionaryModule = Promise<{ default: string }>;

// One chunk per dictionary, shared by every configuration that needs it: STPhrases (≈1 MB) loads
// only for the Simplified-to-Traditional directions.
const modules: Record<BundledDictionary, () => DictionaryModule> = {
  CJK_Compatibility_Ideographs: () => import('opencc-js/dict/CJK_Compatibility_Ideographs'),
  HKVariants: () => import('opencc-js/dict/HKVariants'),
  HKVariantsPhrases: () => import('opencc-js/dict/HKVariantsPhrases'),
  HKVariantsRevPhrases: () => import('opencc-js/dict/HKVariantsRevPhrases'),
  JPShinjitaiCharacters: () => import('opencc-js/dict/JPShinjitaiCharacters'),
  JPShinjitaiCharactersRev: () => import('opencc-js/dict/JPShinjitaiCharactersRev'),
  JPShinjitaiPhrases: () => import('opencc-js/dict/JPShinjitaiPhrases'),
  STCharacters: () => import('opencc-js/dict/STCharacters'),
  STPhrases: () => import('opencc-js/dict/STPhrases'),
  STPhrases_GeneratedFromRegionalPhrases: () => import('opencc-js/dict/STPhrases_GeneratedFromRegionalPhrases'),
  TSCharacters: () => import('opencc-js/dict/TSCharacters'),
  TSPhrases: () => import('opencc-js/dict/TSPhrases'),
  TWPhrases: () => import('opencc-js/dict/TWPhrases'),
  TWPhrasesRev: () => import('opencc-js/dict/TWPhrasesRev'),
  TWVariants: () => import('opencc-js/dict/TWVariants'),
  TWVariantsPhrases: () => import('opencc-js/dict/TWVariantsPhrases'),
  TWVariantsRev: () => import('opencc-js/dict/TWVariantsRev'),
  TWVariantsRevPhrases: () => import('opencc-js/dict/TWVariantsRevPhrases'),
};

const tries = new Map<BundledDictionary, Promise<Dictionary>>();

/** A bundled dictionary as a trie, loaded and built once. */
export function bundledDictionary(name: BundledDictionary): Promise<Dictionary> {
  let trie = tries.get(name);
  if (!trie) {
    trie = modules[name]().then(({ default: entries }) => {
      const built = new Trie();
      built.loadDict(entries);
      return built;
    });
    trie.catch(() => tries.delete(name));
    tries.set(name, trie);
  }
  return trie;
}
