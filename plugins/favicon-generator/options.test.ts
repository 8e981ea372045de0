import { describe, expect, it } from 'vitest';
import { textIconSvg } from './icon-svg';
import { GENERATOR_DEFAULTS, clampIconText, generatorOptionsSchema, isValidIconText } from './options';

describe('icon text', () => {
  it('takes 1 to 2 characters, counting emoji and accents as one', () => {
    expect(isValidIconText('F')).toBe(true);
    expect(isValidIconText('Ab')).toBe(true);
    expect(isValidIconText('👍🏽é')).toBe(true);
    expect(isValidIconText('')).toBe(false);
    expect(isValidIconText('   ')).toBe(false);
    expect(isValidIconText('Abc')).toBe(false);
  });

  it('refuses a third character as it is typed', () => {
    expect(clampIconText('Abc')).toBe('Ab');
    expect(clampIconText('👍🏽👍🏽👍🏽')).toBe('👍🏽👍🏽');
  });
});

describe('generator defaults', () => {
  it('match the specification and pass their schema', () => {
    expect(GENERATOR_DEFAULTS).toMatchObject({ text: 'F', fontSize: 32, fontColor: '#ffffff', backgroundColor: '#06b6d4' });
    expect(generatorOptionsSchema.parse(GENERATOR_DEFAULTS)).toEqual(GENERATOR_DEFAULTS);
  });
});

describe('favicon.svg', () => {
  it('draws the chosen shape and the escaped, centred text', () => {
    const svg = textIconSvg({ ...GENERATOR_DEFAULTS, text: '<&', shape: 'circle' });
    expect(svg).toContain('<circle cx="32" cy="32" r="32" fill="#06b6d4"/>');
    expect(svg).toContain('text-anchor="middle" dominant-baseline="central"');
    expect(svg).toContain('>&lt;&amp;</text>');
    expect(textIconSvg({ ...GENERATOR_DEFAULTS, shape: 'rounded' })).toContain('rx="12.8"');
  });
});
