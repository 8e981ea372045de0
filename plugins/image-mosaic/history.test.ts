import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, pushState, redo, undo } from './history';

describe('history', () => {
  it('undoes and redoes changes in order', () => {
    let h = createHistory<string[]>([]);
    h = pushState(h, ['a']);
    h = pushState(h, ['a', 'b']);
    h = undo(h);
    expect(h.present).toEqual(['a']);
    h = undo(h);
    expect(h.present).toEqual([]);
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    h = redo(h);
    expect(h.present).toEqual(['a', 'b']);
    expect(canRedo(h)).toBe(false);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const h = createHistory(1);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it('drops the redo branch when something new is done after an undo', () => {
    let h = pushState(pushState(createHistory(0), 1), 2);
    h = pushState(undo(h), 3);
    expect(h.present).toBe(3);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(1);
  });

  it('ignores pushing the state it already holds', () => {
    const h = pushState(createHistory(0), 1);
    expect(pushState(h, 1)).toBe(h);
  });

  it('keeps at most `limit` steps to undo', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 10; i++) h = pushState(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
  });

  it('undo after redo (and redo after undo) returns to the same state', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 20 }), fc.array(fc.boolean(), { maxLength: 30 }), (values, steps) => {
        let h = values.reduce((acc, v) => pushState(acc, v), createHistory(-1));
        for (const back of steps) h = back ? undo(h) : redo(h);
        const present = h.present;
        if (canUndo(h) && redo(undo(h)).present !== present) return false;
        if (canRedo(h) && undo(redo(h)).present !== present) return false;
        return h.past.length + 1 + h.future.length === values.length + 1;
      }),
    );
  });
});
