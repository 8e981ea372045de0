import { readDoctype } from './doctype';
import { readElementTable, type ElementTable } from './element-table';
import type { WorkProbe } from './work-probe';

/**
 * Guards against `<use>` fan-out: ten `<use>` of a group of ten `<use>` of … is 1 KB of text that
 * makes a renderer draw millions of elements (Chromium froze for 18 s on five levels). Each
 * element's drawn size is counted once (memoised, whatever number of `<use>` point to it), and the
 * copies all `<use>` make together are refused past the limit before anything draws the SVG.
 */

export const MAX_USE_COPIES = 100_000;

export class UseFanOutError extends Error {
  constructor(
    readonly copies: number,
    readonly limit: number,
  ) {
    super(`<use> elements would draw ${copies > 1e15 ? 'more than 10^15' : Math.round(copies)} copies (at most ${limit})`);
    this.name = 'UseFanOutError';
  }
}

/** Every element's successors: its children, then (for a `<use>`) every element its href may name. */
function successors(table: ElementTable, element: number, probe?: WorkProbe): number[] {
  if (probe) probe.steps++;
  const next: number[] = [];
  for (let child = element + 1; child < table.ends[element]; child = table.ends[child]) next.push(child);
  for (const id of table.useTargets[element] ?? []) next.push(...(table.byId.get(id) ?? []));
  return next;
}

const DONE: number[] = [];

/**
 * Strongly connected components (Tarjan, without recursion: documents nest deeply). A `<use>` whose
 * target is in its own component would contain itself: renderers draw nothing for it.
 */
function components(table: ElementTable, probe?: WorkProbe): Int32Array {
  const count = table.ends.length;
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const component = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const pending: number[][] = new Array(count);
  const stack: number[] = [];
  let counter = 0;
  const enter = (element: number) => {
    index[element] = low[element] = counter++;
    stack.push(element);
    onStack[element] = 1;
    pending[element] = successors(table, element, probe);
  };
  for (let root = 0; root < count; root = table.ends[root]) {
    if (index[root] >= 0) continue;
    enter(root);
    const calls = [root];
    while (calls.length) {
      const element = calls[calls.length - 1];
      const next = pending[element].pop();
      if (next !== undefined) {
        if (index[next] < 0) {
          enter(next);
          calls.push(next);
        } else if (onStack[next]) low[element] = Math.min(low[element], index[next]);
        continue;
      }
      calls.pop();
      pending[element] = DONE;
      if (calls.length) low[calls[calls.length - 1]] = Math.min(low[calls[calls.length - 1]], low[element]);
      if (low[element] !== index[element]) continue;
      for (let member = stack.pop()!; ; member = stack.pop()!) {
        onStack[member] = 0;
        component[member] = element;
        if (member === element) break;
      }
    }
  }
  return component;
}

/**
 * Elements a renderer would draw for the table: each element once, plus for each `<use>` what its
 * target draws (the largest, when an id is given twice), memoised per element.
 */
function drawnElements(table: ElementTable, probe?: WorkProbe): number {
  const count = table.ends.length;
  const component = components(table, probe);
  const drawn = new Float64Array(count);
  const done = new Uint8Array(count);
  const valueOf = (element: number) => {
    let total = 1;
    for (let child = element + 1; child < table.ends[element]; child = table.ends[child]) total += drawn[child];
    let largest = 0;
    for (const id of table.useTargets[element] ?? []) {
      for (const target of table.byId.get(id) ?? []) if (component[target] !== component[element]) largest = Math.max(largest, drawn[target]);
    }
    return total + largest;
  };
  let total = 0;
  for (let root = 0; root < count; root = table.ends[root]) {
    // Depth-first over a graph without cycles once the self-containing <use> are left out.
    const work = [root];
    while (work.length) {
      const item = work.pop()!;
      if (item < 0) {
        drawn[~item] = valueOf(~item);
        done[~item] = 2;
        continue;
      }
      if (done[item]) continue;
      done[item] = 1;
      work.push(~item);
      for (const next of successors(table, item, probe)) {
        const acyclic = next > item && next < table.ends[item] ? true : component[next] !== component[item];
        if (acyclic && !done[next]) work.push(next);
      }
    }
    total += drawn[root];
  }
  return total;
}

/**
 * The copies `<use>` elements add to the drawing; throws UseFanOutError past `limit`. `probe` counts
 * the elements whose successors were listed (each at most twice: memoised, never per copy).
 */
export function countUseCopies(text: string, limit = MAX_USE_COPIES, probe?: WorkProbe): number {
  const doctype = readDoctype(text);
  const table = readElementTable(text, doctype?.end ?? 0, doctype?.entities ?? new Map());
  const copies = drawnElements(table, probe) - table.ends.length;
  if (copies > limit) throw new UseFanOutError(copies, limit);
  return copies;
}
