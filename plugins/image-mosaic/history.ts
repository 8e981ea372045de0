/**
 * An undo/redo history of immutable states. Every change pushes onto the past and drops the future,
 * like any editor; undo and redo move one step and do nothing at either end.
 */
export interface History<State> {
  past: State[];
  present: State;
  future: State[];
}

/** Steps kept for undo: far more than anyone clicks back through, bounded for memory. */
export const HISTORY_LIMIT = 100;

export function createHistory<State>(present: State): History<State> {
  return { past: [], present, future: [] };
}

export function pushState<State>(history: History<State>, next: State, limit = HISTORY_LIMIT): History<State> {
  if (Object.is(next, history.present)) return history;
  return { past: [...history.past, history.present].slice(-limit), present: next, future: [] };
}

export function undo<State>(history: History<State>): History<State> {
  if (!history.past.length) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1], future: [history.present, ...history.future] };
}

export function redo<State>(history: History<State>): History<State> {
  if (!history.future.length) return history;
  return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1) };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
