import { describe, expect, it } from 'vitest';
import type { IconNode } from './generator-assets';
import { iconPlacement, pictureIconSvg, symbolIconSvg, textIconSvg } from './icon-svg';
import { GENERATOR_DEFAULTS, canGenerate, clampIconText, generatorOptionsSchema, isValidIconText, shownText } from './options';

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
    const svg = textIconSvg({ ...GENERATOR_DEFAULTS, shape: 'circle' }, '<&', 'sans-serif');
    expect(svg).toContain('<circle cx="32" cy="32" r="32" fill="#06b6d4"/>');
    expect(svg).toContain('text-anchor="middle" dominant-baseline="central"');
    expect(svg).toContain('>&lt;&amp;</text>');
    expect(textIconSvg({ ...GENERATOR_DEFAULTS, shape: 'rounded' }, 'F', 'sans-serif')).toContain('rx="12.8"');
  });
});

describe('icon mode', () => {
  const nodes: IconNode[] = [['path', { d: 'M4 4h16v16H4z' }], ['path', { d: 'M12 12m-1 0a1 1 0 1 0 2 0', fill: 'currentColor', stroke: 'none' }]];

  it('places the 24-unit icon in the middle, 75 % of the shape at the default size, never past 90 %', () => {
    expect(iconPlacement(32, 64)).toEqual({ scale: 2, translate: 8 });
    expect(iconPlacement(64, 100).translate).toBeCloseTo(5);
  });

  it('writes the icon as stroked paths in the font colour on the shape', () => {
    const svg = symbolIconSvg({ ...GENERATOR_DEFAULTS, mode: 'icon', fontColor: '#112233', shape: 'square' }, nodes);
    expect(svg).toContain('<rect width="64" height="64" fill="#06b6d4"/>');
    expect(svg).toContain('<g transform="translate(8 8) scale(2)" fill="none" stroke="#112233" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">');
    expect(svg).toContain('<path d="M4 4h16v16H4z"/>');
    expect(svg).toContain('fill="#112233" stroke="none"/>');
  });

  it('each mode asks for what it draws', () => {
    expect(canGenerate({ ...GENERATOR_DEFAULTS, mode: 'emoji', emoji: '🚀' })).toBe(true);
    expect(canGenerate({ ...GENERATOR_DEFAULTS, mode: 'emoji', emoji: '🚀🚀' })).toBe(false);
    expect(canGenerate({ ...GENERATOR_DEFAULTS, mode: 'emoji', emoji: '👩‍💻' })).toBe(true);
    expect(canGenerate({ ...GENERATOR_DEFAULTS, mode: 'icon', icon: 'rocket' })).toBe(true);
    expect(canGenerate({ ...GENERATOR_DEFAULTS, mode: 'text', text: 'ABC' })).toBe(false);
    expect(shownText({ ...GENERATOR_DEFAULTS, mode: 'emoji', text: 'F', emoji: ' 🚀 ' })).toBe('🚀');
  });
});

describe('emoji mode', () => {
  it('nests the emoji SVG, its viewBox cut to the ink box, sized like an icon', () => {
    const emoji = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle fill="#FFCC4D" cx="18" cy="18" r="9"/></svg>';
    const svg = pictureIconSvg({ ...GENERATOR_DEFAULTS, mode: 'emoji', shape: 'circle' }, emoji, { x: 0.25, y: 0.25, width: 0.5, height: 0.5 });
    expect(svg).toContain('<circle cx="32" cy="32" r="32" fill="#06b6d4"/>');
    expect(svg).toContain('<svg x="8" y="8" width="48" height="48" viewBox="9 9 18 18">');
    expect(svg).toContain('<circle fill="#FFCC4D" cx="18" cy="18" r="9"/>');
    expect(svg.match(/<\/svg>/g)).toHaveLength(2);
  });
});
