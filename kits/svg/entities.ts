import { readDoctype, UnsafeDoctypeError } from './doctype';
import type { WorkProbe } from './work-probe';

/**
 * Guards against entity-expansion bombs ("billion laughs"): the DOCTYPE is read whole (see
 * doctype.ts, which refuses entities that refer to entities), so every reference in the document
 * expands to one known value, and the sum is checked before any parser sees the text. Editors'
 * SVGs (Illustrator's &ns_svg; and the like) expand to a few hundred bytes and pass.
 */

export const MAX_ENTITY_EXPANSION = 1_000_000;

export class EntityExpansionError extends Error {
  constructor(readonly expandedBytes: number) {
    super(`Entity expansion too large (${expandedBytes} bytes or more)`);
    this.name = 'EntityExpansionError';
  }
}

const PREDEFINED = new Set(['lt', 'gt', 'amp', 'quot', 'apos']);

const SKIPPED = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
] as const;

/**
 * The names of the entity references from `from` on, skipping comments, CDATA sections and
 * processing instructions (with indexOf: a regex would rescan the rest of the text for each
 * unterminated one). What follows an unterminated one is not markup.
 */
function* referenceNames(text: string, from: number, probe?: WorkProbe): Generator<string> {
  const special = /[&<]/g;
  special.lastIndex = from;
  for (let match = special.exec(text); match; match = special.exec(text)) {
    if (probe) probe.steps++;
    const at = match.index;
    if (text[at] === '&') {
      const name = /&([^\s#&;<>"']+);/y;
      name.lastIndex = at;
      const found = name.exec(text);
      if (found) yield found[1];
      continue;
    }
    const skipped = SKIPPED.find(([open]) => text.startsWith(open, at));
    if (!skipped) continue;
    const end = text.indexOf(skipped[1], at + skipped[0].length);
    if (end < 0) return;
    special.lastIndex = end + skipped[1].length;
  }
}

/**
 * Bytes the document's entity references expand to; throws EntityExpansionError past `limit`, and
 * UnsafeDoctypeError for a DOCTYPE that cannot be checked or a reference to an entity it does not
 * declare with a value (undeclared or external: what a parser would make of it is not known here).
 * `probe` counts the `&` and `<` the scan stopped at.
 */
export function entityExpansionSize(text: string, limit = MAX_ENTITY_EXPANSION, probe?: WorkProbe): number {
  const doctype = readDoctype(text);
  // Without a DOCTYPE nothing is declared: the XML parser refuses any reference but the predefined.
  if (!doctype) return 0;
  const { entities } = doctype;
  let total = 0;
  for (const name of referenceNames(text, doctype.end, probe)) {
    if (PREDEFINED.has(name)) continue;
    const value = entities.get(name);
    if (value === undefined) throw new UnsafeDoctypeError(`"&${name};" is not an entity the DOCTYPE declares`);
    total += value.length;
    if (total > limit) throw new EntityExpansionError(total);
  }
  return total;
}
