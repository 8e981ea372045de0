/**
 * A one-pass, DOM-free read of an SVG's elements (it runs in workers too): for each element in
 * document order, where its subtree ends, its id, and for each `<use>` the ids it points to. Only
 * for text an XML parser has accepted (or will check): what is not well-formed is refused rather
 * than guessed at.
 */

export class UnreadableMarkupError extends Error {
  constructor(at: number) {
    super(`Markup that cannot be read at character ${at}`);
    this.name = 'UnreadableMarkupError';
  }
}

export interface ElementTable {
  /** ends[i]: the index after element i's last descendant (its subtree is i … ends[i] − 1). */
  ends: number[];
  /** Every element carrying each id (a parser picks one; the checks assume the worst). */
  byId: Map<string, number[]>;
  /** useTargets[i]: for a `<use>`, the ids its href attributes point to in this document. */
  useTargets: (string[] | undefined)[];
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const SKIPPED: Record<string, string> = { '<!--': '-->', '<![CDATA[': ']]>', '<?': '?>', '<!': '>' };

const TAG_NAME = /[^\s/>]*/y;
const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_END = /\s*(\/?)>/y;
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function decodeAttribute(value: string, entities: Map<string, string>): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[\da-f]+|#\d+|[^\s#&;<>"']+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return PREDEFINED[name] ?? entities.get(name) ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The same-document ids an href names ("#a", "#%61"), both as written and percent-decoded. */
function fragmentIds(href: string): string[] {
  const value = href.trim();
  if (!value.startsWith('#')) return [];
  const id = value.slice(1);
  if (!id.includes('%')) return [id];
  try {
    const decoded = decodeURIComponent(id);
    return decoded === id ? [id] : [id, decoded];
  } catch {
    return [id];
  }
}

/** Element table of the markup from `from` (after the DOCTYPE), with `entities` for attribute values. */
export function readElementTable(text: string, from: number, entities: Map<string, string>): ElementTable {
  const ends: number[] = [];
  const byId = new Map<string, number[]>();
  const useTargets: (string[] | undefined)[] = [];
  const open: number[] = [];
  let i = from;
  for (;;) {
    i = text.indexOf('<', i);
    if (i < 0) break;
    const skipped = Object.keys(SKIPPED).find((opening) => text.startsWith(opening, i));
    if (skipped) {
      const end = text.indexOf(SKIPPED[skipped], i + skipped.length);
      if (end < 0) throw new UnreadableMarkupError(i);
      i = end + SKIPPED[skipped].length;
      continue;
    }
    if (text[i + 1] === '/') {
      const end = text.indexOf('>', i);
      const element = open.pop();
      if (end < 0 || element === undefined) throw new UnreadableMarkupError(i);
      ends[element] = ends.length;
      i = end + 1;
      continue;
    }
    // A start tag: its name, then name="value" pairs up to > or />.
    TAG_NAME.lastIndex = i + 1;
    const element = ends.length;
    const isUse = localName(TAG_NAME.exec(text)?.[0] ?? '') === 'use';
    ends.push(element + 1);
    useTargets.push(undefined);
    let at = (ATTRIBUTE.lastIndex = TAG_NAME.lastIndex);
    for (let attribute = ATTRIBUTE.exec(text); attribute; attribute = ATTRIBUTE.exec(text)) {
      at = ATTRIBUTE.lastIndex;
      const [, name, doubleQuoted, singleQuoted] = attribute;
      const value = doubleQuoted ?? singleQuoted;
      if (name === 'id' || name === 'xml:id') {
        const id = decodeAttribute(value, entities);
        const holders = byId.get(id);
        if (holders) holders.push(element);
        else byId.set(id, [element]);
      } else if (isUse && localName(name) === 'href') {
        useTargets[element] = [...(useTargets[element] ?? []), ...fragmentIds(decodeAttribute(value, entities))];
      }
    }
    TAG_END.lastIndex = at;
    const end = TAG_END.exec(text);
    if (!end) throw new UnreadableMarkupError(TAG_END.lastIndex);
    if (end[1] !== '/') open.push(element);
    i = TAG_END.lastIndex;
  }
  for (const element of open) ends[element] = ends.length;
  return { ends, byId, useTargets };
}
