import { Trie } from 'opencc-js/core';
import { describe, expect, it } from 'vitest';
import { openccConverter, type OpenccConfig } from './engine';

const dictionaries: Record<string, [string, string][]> = {
  short: [['ab', 'AB']],
  long: [['abc', 'XYZ']],
  chars: [['a', 'α'], ['b', 'β'], ['c', 'γ'], ['𠀀', '丁']],
  words: [['bc', 'bc']],
  compat: [['\uf900', '豈']],
};
const convert = (config: OpenccConfig, text: string) =>
  openccConverter(config, (name) => {
    const trie = new Trie();
    trie.loadDict(dictionaries[name]);
    return trie;
  })(text);

describe('openccConverter (OpenCC’s algorithm)', () => {
  it('takes the first dictionary of a group that matches, even if a later one matches longer', () => {
    expect(convert({ chain: [{ policy: 'first', dicts: ['short', 'long', 'chars'] }] }, 'abcc')).toBe('ABγγ');
  });

  it('takes the longest match of a union group', () => {
    expect(convert({ chain: [{ policy: 'longest', dicts: ['short', 'long', 'chars'] }] }, 'abcc')).toBe('XYZγ');
  });

  it('never matches across a segment boundary', () => {
    // "bc" is a segment of its own, so "abc" cannot match.
    expect(convert({ segmentation: 'words', chain: [{ policy: 'first', dicts: ['long', 'chars'] }] }, 'abc')).toBe('αβγ');
    expect(convert({ chain: [{ policy: 'first', dicts: ['long', 'chars'] }] }, 'abc')).toBe('XYZ');
  });

  it('runs each stage of the chain on the previous stage’s output', () => {
    expect(convert({ chain: ['short', 'chars'] }, 'abc')).toBe('ABγ');
  });

  it('normalises the whole text before it segments it, and keeps characters beyond the BMP whole', () => {
    expect(convert({ normalization: ['compat'], chain: ['chars'] }, '\uf900𠀀x')).toBe('豈丁x');
  });
});
