import { describe, expect, it } from 'vitest';
import type { IconSet } from './generator-assets';
import { buildIconSet } from './vite-engine';
import { findIcon, loadIconSet, searchIcons } from './icon-set';

const real = buildIconSet();

describe('the Tabler icon set built for the generator', () => {
  it('holds every outline icon with its search words and path drawing', () => {
    expect(real.icons.length).toBeGreaterThan(5000);
    const rocket = real.icons.find(([name]) => name === 'rocket')!;
    expect(rocket[1]).toContain('launch');
    expect(rocket[2].every(([tag, attributes]) => tag === 'path' && typeof attributes.d === 'string')).toBe(true);
  });

  it('finds icons by name, by word start and by tag, exact name first', () => {
    expect(searchIcons(real, 'rocket', 5).found[0][0]).toBe('rocket');
    expect(searchIcons(real, 'rock', 50).found.map(([name]) => name)).toContain('rocket');
    expect(searchIcons(real, 'launch', 50).found.map(([name]) => name)).toContain('rocket');
    expect(searchIcons(real, 'heart', 10).found[0][0]).toBe('heart');
    const both = searchIcons(real, 'shopping cart', 200).found.map(([name]) => name);
    expect(both).toContain('shopping-cart');
    expect(searchIcons(real, 'zzzqqq', 10)).toEqual({ found: [], total: 0 });
  });

  it('caps the list but reports how many matched', () => {
    const { found, total } = searchIcons(real, '', 120);
    expect(found).toHaveLength(120);
    expect(total).toBe(real.icons.length);
    expect(findIcon(real, 'star')?.length).toBeGreaterThan(0);
    expect(findIcon(real, 'no-such-icon')).toBeUndefined();
  });
});

describe('loadIconSet', () => {
  it('fetches once, and again after a failure', async () => {
    const set: IconSet = { version: '1', icons: [['dot', 'dot', [['path', { d: 'M1 1h1' }]]]] };
    let calls = 0;
    await expect(
      loadIconSet(async () => {
        calls++;
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    const fetchJson = async () => {
      calls++;
      return set;
    };
    await expect(loadIconSet(fetchJson)).resolves.toBe(set);
    await expect(loadIconSet(fetchJson)).resolves.toBe(set);
    expect(calls).toBe(2);
  });
});
