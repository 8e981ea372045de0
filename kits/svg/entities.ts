/**
 * Guards against entity-expansion bombs ("billion laughs"): the DOCTYPE's internal entities are
 * expanded on paper (sizes only, nothing is built) and the document is refused before any parser
 * sees it when the expansion would pass a limit. Editors' SVGs (Illustrator's &ns_svg; and the
 * like) expand to a few hundred bytes and pass.
 */

export const MAX_ENTITY_EXPANSION = 1_000_000;

export class EntityExpansionError extends Error {
  constructor(readonly expandedBytes: number) {
    super(`Entity expansion too large (${expandedBytes} bytes or more)`);
    this.name = 'EntityExpansionError';
  }
}

function internalSubset(text: string): string | undefined {
  const doctype = /<!DOCTYPE[^[>]*\[([\s\S]*?)\]\s*>/i.exec(text.slice(0, 1_000_000));
  return doctype?.[1];
}

/** Bytes the document's entity references expand to; throws EntityExpansionError past `limit`. */
export function entityExpansionSize(text: string, limit = MAX_ENTITY_EXPANSION): number {
  const subset = internalSubset(text);
  if (!subset) return 0;
  const values = new Map<string, string>();
  for (const match of subset.matchAll(/<!ENTITY\s+(%\s+)?([\w.:-]+)\s+(?:"([^"]*)"|'([^']*)'|(?:SYSTEM|PUBLIC)[^>]*)>/g)) {
    if (!values.has(match[2])) values.set(match[2], match[3] ?? match[4] ?? '');
  }
  const sizes = new Map<string, number>();
  const sizeOf = (name: string, stack: Set<string>): number => {
    const known = sizes.get(name);
    if (known !== undefined) return known;
    const value = values.get(name);
    if (value === undefined) return 0;
    if (stack.has(name)) throw new EntityExpansionError(limit); // a loop expands forever
    stack.add(name);
    let size = value.replace(/[&%][\w.:-]+;/g, '').length;
    for (const ref of value.matchAll(/[&%]([\w.:-]+);/g)) {
      size += sizeOf(ref[1], stack);
      if (size > limit) throw new EntityExpansionError(size);
    }
    stack.delete(name);
    sizes.set(name, size);
    return size;
  };
  const body = text.slice(text.indexOf(']', text.search(/<!DOCTYPE/i)) + 1);
  let total = 0;
  for (const ref of body.matchAll(/&([\w.:-]+);/g)) {
    if (!values.has(ref[1])) continue;
    total += sizeOf(ref[1], new Set());
    if (total > limit) throw new EntityExpansionError(total);
  }
  return total;
}
