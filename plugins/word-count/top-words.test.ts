import { describe, expect, it } from 'vitest';
import { topWords } from './top-words';

describe('topWords', () => {
  it('ranks case-folded words, most frequent first, ties by first appearance', () => {
    expect(topWords('The cat and the dog. THE end, cat! 42 42 42', 'general', 3)).toEqual([
      { word: 'the', count: 3 },
      { word: 'cat', count: 2 },
      { word: 'and', count: 1 },
    ]);
  });

  it('keeps hyphenated compounds whole', () => {
    expect(topWords('Well-known facts are well known', 'general', 3)).toEqual([
      { word: 'well-known', count: 1 },
      { word: 'facts', count: 1 },
      { word: 'are', count: 1 },
    ]);
  });

  it('uses segmenter words for Chinese', () => {
    expect(topWords('我们爱我们的学校。', 'zh', 1)).toEqual([{ word: '我们', count: 2 }]);
  });
});
