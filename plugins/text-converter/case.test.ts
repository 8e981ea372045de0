import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_STYLES, convertCase, splitIdentifierWords } from './case';

describe('convertCase', () => {
  const sample = 'the quick brown fox jumps over the lazy dog';

  it.each([
    ['upper', 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG'],
    ['lower', sample],
    ['title', 'The Quick Brown Fox Jumps Over the Lazy Dog'],
    ['capitalized', 'The Quick Brown Fox Jumps Over The Lazy Dog'],
    ['sentence', 'The quick brown fox jumps over the lazy dog'],
    ['camel', 'theQuickBrownFoxJumpsOverTheLazyDog'],
    ['pascal', 'TheQuickBrownFoxJumpsOverTheLazyDog'],
    ['snake', 'the_quick_brown_fox_jumps_over_the_lazy_dog'],
    ['kebab', 'the-quick-brown-fox-jumps-over-the-lazy-dog'],
    ['constant', 'THE_QUICK_BROWN_FOX_JUMPS_OVER_THE_LAZY_DOG'],
    ['inverse', 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG'],
  ] as const)('%s', (style, expected) => {
    expect(convertCase(sample, style)).toBe(expected);
  });

  it('starts each sentence with a capital and keeps the pronoun I', () => {
    expect(convertCase('HELLO THERE. i think SO! what? yes\n\nnew paragraph', 'sentence')).toBe(
      'Hello there. I think so! What? Yes\n\nNew paragraph',
    );
  });

  it('capitalizes after CJK sentence ends and leaves CJK alone', () => {
    expect(convertCase('你好。hello world', 'sentence')).toBe('你好。Hello world');
    expect(convertCase('汉字 abc', 'upper')).toBe('汉字 ABC');
    expect(convertCase('東京タワー tokyo tower', 'pascal')).toBe('東京タワーTokyoTower');
  });

  it('keeps minor words lower case in title case except at the ends', () => {
    expect(convertCase('a tale OF two cities and a dog', 'title')).toBe('A Tale of Two Cities and a Dog');
  });

  it('keeps contractions and hyphenated words readable in title case', () => {
    expect(convertCase("don't stop-believing", 'capitalized')).toBe("Don't Stop-Believing");
  });

  it('upper-cases German ß to SS and handles accented letters', () => {
    expect(convertCase('straße', 'upper')).toBe('STRASSE');
    expect(convertCase('élan VITAL über', 'camel')).toBe('élanVitalÜber');
    expect(convertCase('ÉCOLE ÉTÉ', 'lower')).toBe('école été');
  });

  it('applies Turkish dotted and dotless i only when asked', () => {
    expect(convertCase('istanbul', 'upper', 'tr')).toBe('İSTANBUL');
    expect(convertCase('DIYARBAKIR', 'lower', 'tr')).toBe('dıyarbakır');
    expect(convertCase('istanbul', 'upper')).toBe('ISTANBUL');
  });

  it('lowers Greek final sigma', () => {
    expect(convertCase('ΟΔΟΣ', 'lower')).toBe('οδος'.replace(/σ$/, 'ς'));
  });

  it('converts identifiers line by line', () => {
    expect(convertCase('userId\nXMLHttpRequest\nmy-var name', 'snake')).toBe('user_id\nxml_http_request\nmy_var_name');
  });

  it('swaps case but leaves ß alone', () => {
    expect(convertCase('Hello Straße', 'inverse')).toBe('hELLO sTRAßE');
  });
});

describe('splitIdentifierWords', () => {
  it('splits camel, pascal, acronyms, separators', () => {
    expect(splitIdentifierWords('version2Beta')).toEqual(['version2', 'Beta']);
    expect(splitIdentifierWords('parseHTTPResponse_v2 final-answer')).toEqual(['parse', 'HTTP', 'Response', 'v2', 'final', 'answer']);
  });
});

// Two lower-case letters at least: "AB" could be one word or two, so single letters cannot round-trip.
const lowerWord = fc.stringMatching(/^[a-zß-öø-þ]{2}[a-zß-öø-þ0-9]{0,6}$/).filter((w) => !w.includes('ß'));
const words = fc.array(lowerWord, { minLength: 1, maxLength: 6 });

describe('properties', () => {
  it('identifier cases round-trip through each other', () => {
    fc.assert(
      fc.property(words, (ws) => {
        const snake = ws.join('_');
        for (const style of ['camel', 'pascal', 'kebab', 'constant'] as const) {
          expect(convertCase(convertCase(snake, style), 'snake')).toBe(snake);
        }
      }),
    );
  });

  it('camel and pascal case are idempotent on words', () => {
    fc.assert(
      fc.property(words, (ws) => {
        for (const style of ['camel', 'pascal'] as const) {
          const once = convertCase(ws.join(' '), style);
          expect(convertCase(once, style)).toBe(once);
        }
      }),
    );
  });

  it('every other style is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        for (const style of CASE_STYLES) {
          if (style === 'inverse' || style === 'camel' || style === 'pascal') continue;
          const once = convertCase(text, style);
          expect(convertCase(once, style)).toBe(once);
        }
      }),
    );
  });

  it('inverse case is its own inverse for letters with one-letter case pairs', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aBcDéÉüÜñÑøØ xyZ.-1汉') }), (text) => {
        expect(convertCase(convertCase(text, 'inverse'), 'inverse')).toBe(text);
      }),
    );
  });

  it('lower case of upper case equals lower case for Latin text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZéÈäÖ 123') }), (text) => {
        expect(convertCase(convertCase(text, 'upper'), 'lower')).toBe(convertCase(text, 'lower'));
      }),
    );
  });
});
