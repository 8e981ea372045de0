import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMOJI } from './emoji-list';
import { svgBody, twemojiNames } from './emoji-art';

const twemoji = (name: string) => path.resolve('node_modules/twemoji-svg/dist', `${name}.svg`);

describe('Twemoji file names', () => {
  it('follow Twemoji: selectors dropped, kept inside ZWJ sequences', () => {
    expect(twemojiNames('🚀')).toEqual(['1f680']);
    expect(twemojiNames('❤️')).toEqual(['2764']);
    expect(twemojiNames('👩‍💻')).toEqual(['1f469-200d-1f4bb']);
    expect(twemojiNames('🏳️‍🌈')).toEqual(['1f3f3-fe0f-200d-1f308', '1f3f3-200d-1f308']);
    expect(twemojiNames('  ')).toEqual([]);
  });

  it('find a shipped picture for every emoji the picker offers', () => {
    for (const [emoji] of EMOJI) expect(twemojiNames(emoji).some((name) => existsSync(twemoji(name))), emoji).toBe(true);
    expect(twemojiNames('🏳️‍🌈').some((name) => existsSync(twemoji(name)))).toBe(true);
  });

  it('an emoji SVG opens into its viewBox and drawing', () => {
    const { viewBox, body } = svgBody(readFileSync(twemoji('1f680'), 'utf8'));
    expect(viewBox).toBe('0 0 36 36');
    expect(body.startsWith('<path')).toBe(true);
    expect(body).not.toContain('</svg>');
  });
});
