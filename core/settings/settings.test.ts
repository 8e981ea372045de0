import { describe, expect, it } from 'vitest';
import { pushRecent, toggleIn } from './favorites';

describe('settings', () => {
  it('toggles a favourite in and out', () => {
    expect(toggleIn(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleIn(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('keeps recent tools most-recent first, unique, at most eight', () => {
    const list = Array.from({ length: 8 }, (_, i) => `t${i}`);
    expect(pushRecent(list, 't3')).toEqual(['t3', 't0', 't1', 't2', 't4', 't5', 't6', 't7']);
    expect(pushRecent(list, 'new')).toHaveLength(8);
    expect(pushRecent(list, 'new')[0]).toBe('new');
  });
});
