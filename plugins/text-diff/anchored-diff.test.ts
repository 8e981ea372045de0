import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompareTimeoutError, anchoredDiff } from './anchored-diff';

describe('anchoredDiff', () => {
  it('finds a minimal script on a small example', () => {
    expect(anchoredDiff(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual([
      { kind: 'equal', count: 1 },
      { kind: 'removed', count: 1 },
      { kind: 'added', count: 1 },
      { kind: 'equal', count: 2 },
      { kind: 'added', count: 1 },
    ]);
  });

  it('throws once the deadline has passed', () => {
    expect(() => anchoredDiff(['a', 'b', 'a'], ['b', 'a', 'b'], performance.now() - 1)).toThrow(CompareTimeoutError);
  });

  it('always describes a valid edit from left to right', () => {
    const tokens = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'u1', 'u2'), { maxLength: 30 });
    fc.assert(
      fc.property(tokens, tokens, (left, right) => {
        let i = 0;
        let j = 0;
        const rebuilt: string[] = [];
        for (const { kind, count } of anchoredDiff(left, right)) {
          if (kind === 'equal') {
            expect(left.slice(i, i + count)).toEqual(right.slice(j, j + count));
            rebuilt.push(...left.slice(i, i + count));
            i += count;
            j += count;
          } else if (kind === 'removed') i += count;
          else {
            rebuilt.push(...right.slice(j, j + count));
            j += count;
          }
        }
        expect([i, j]).toEqual([left.length, right.length]);
        expect(rebuilt).toEqual(right);
      }),
    );
  });
});
