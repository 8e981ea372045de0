import { describe, expect, it } from 'vitest';
import { countGraphemes } from '../../core/text/graphemes';
import { EMOJI, searchEmoji } from './emoji-list';

describe('emoji picker list', () => {
  it('holds single emoji (one character each, so each fits the 1–2 character icon), no duplicates', () => {
    expect(EMOJI.length).toBeGreaterThan(150);
    for (const [emoji] of EMOJI) expect(countGraphemes(emoji), emoji).toBe(1);
    expect(new Set(EMOJI.map(([emoji]) => emoji)).size).toBe(EMOJI.length);
  });

  it('finds emoji by their words, in any order', () => {
    expect(searchEmoji('rocket')).toEqual(['🚀']);
    expect(searchEmoji('heart blue')).toEqual(['💙']);
    expect(searchEmoji('blue heart')).toEqual(['💙']);
    expect(searchEmoji('cat')).toEqual(expect.arrayContaining(['🐱', '😺']));
    expect(searchEmoji('')).toHaveLength(EMOJI.length);
    expect(searchEmoji('zzzz')).toEqual([]);
  });
});
