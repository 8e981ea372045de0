import { describe, expect, it } from 'vitest';
import { computeStats, countSentences, countWords, textEnds } from './count';

describe('countWords', () => {
  it('counts an English sentence with contractions, hyphens and numbers', () => {
    expect(countWords("It's a well-known fact: 42 cats don't bark.", 'general')).toBe(8);
    expect(countWords('pages 10 - 12 and x-ray', 'general')).toBe(5);
  });

  it('counts each Chinese character as a word in Chinese mode', () => {
    expect(countWords('床前明月光，疑是地上霜。', 'zh')).toBe(10);
    expect(countWords('我爱 Python 编程', 'zh')).toBe(5);
  });

  it('counts Japanese words with the segmenter', () => {
    expect(countWords('私は東京大学の学生です。', 'ja')).toBe(7);
  });

  it('counts Korean words (space-separated eojeol)', () => {
    expect(countWords('나는 학교에 갑니다. 오늘 날씨가 좋네요!', 'ko')).toBe(6);
  });
});

describe('countSentences', () => {
  it('counts English sentences without breaking at common abbreviations', () => {
    expect(countSentences('Hello world. How are you? Mr. Smith is here, e.g. today!', 'general')).toBe(3);
  });

  it('counts Chinese and Japanese sentences ended by 。！？', () => {
    expect(countSentences('床前明月光，疑是地上霜。举头望明月，低头思故乡。', 'zh')).toBe(2);
    expect(countSentences('今日はいい天気ですね！散歩しましょうか？', 'ja')).toBe(2);
  });

  it('ignores segments without letters or digits', () => {
    expect(countSentences('...\n\n!!!', 'general')).toBe(0);
  });
});

describe('computeStats', () => {
  it('gives every count of a two-paragraph text', () => {
    expect(computeStats('One two three.\nFour five!\r\n\r\nSix.', 'general')).toEqual({
      words: 6,
      characters: 31,
      charactersNoSpaces: 25,
      sentences: 3,
      paragraphs: 2,
      lines: 4,
    });
  });

  it('counts grapheme clusters as single characters', () => {
    expect(computeStats('é👍🏽', 'general').characters).toBe(2);
  });

  it('is all zero for an empty text', () => {
    expect(computeStats('', 'general')).toEqual({ words: 0, characters: 0, charactersNoSpaces: 0, sentences: 0, paragraphs: 0, lines: 0 });
  });
});

describe('textEnds', () => {
  it('returns the first and last 20 characters without splitting surrogate pairs', () => {
    const text = '𝒜'.repeat(5) + 'x'.repeat(30) + '😀'.repeat(3);
    expect(textEnds(text)).toEqual({ first: '𝒜'.repeat(5) + 'x'.repeat(15), last: 'x'.repeat(17) + '😀'.repeat(3) });
  });
});
