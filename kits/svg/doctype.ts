/**
 * Reads an SVG's DOCTYPE and its internal subset the way an XML parser does (quoted literals,
 * comments and processing instructions skipped whole), so a `]>` inside a quoted entity value no
 * longer ends the subset early. Whatever this reader cannot account for is refused, as is every
 * construct that could hide an entity's real size or hide markup from the other checks:
 * references to parameter entities, entities whose value holds `&` or `<`, an entity declared
 * twice, `<!ENTITY` written anywhere but in a declaration read here (svgo picks declarations out of
 * the whole text), and attribute defaults for `id` or `href` (they would give elements an id or a
 * `<use>` target nobody sees in the text).
 */

export class UnsafeDoctypeError extends Error {
  constructor(message: string) {
    super(`DOCTYPE refused: ${message}`);
    this.name = 'UnsafeDoctypeError';
  }
}

export interface Doctype {
  /** Index just past the DOCTYPE's closing `>`. */
  end: number;
  /** Internal general entities, name → replacement text (plain text: no `&`, no `<`). */
  entities: Map<string, string>;
}

const refuse = (message: string): never => {
  throw new UnsafeDoctypeError(message);
};

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const PARAMETER_REFERENCE = /%[^\s%;"'<>]+;/;
const HIDDEN_REFERENCE_TARGET = /^(?:xml:)?id$|(?:^|:)href$/i;

/** Index past the end of `close`, found from `from`; refuses when it never comes. */
function past(text: string, close: string, from: number, what: string): number {
  const at = text.indexOf(close, from);
  if (at < 0) refuse(`unterminated ${what}`);
  return at + close.length;
}

/** The words and quoted literals of one declaration, from after its keyword to its `>`. */
function declarationTokens(text: string, from: number): { tokens: { value: string; quoted: boolean }[]; end: number } {
  const tokens: { value: string; quoted: boolean }[] = [];
  let i = from;
  for (;;) {
    const c = text[i];
    if (c === undefined) refuse('unterminated declaration');
    if (c === '>') return { tokens, end: i + 1 };
    if (isSpace(c)) {
      i++;
    } else if (c === '"' || c === "'") {
      const end = past(text, c, i + 1, 'literal');
      tokens.push({ value: text.slice(i + 1, end - 1), quoted: true });
      i = end;
    } else if (c === '<') {
      refuse('"<" inside a declaration');
    } else {
      let j = i;
      while (j < text.length && !isSpace(text[j]) && !'"\'<>'.includes(text[j])) j++;
      tokens.push({ value: text.slice(i, j), quoted: false });
      i = j;
    }
  }
}

function readEntity(tokens: { value: string; quoted: boolean }[], entities: Map<string, string>): void {
  const parameter = tokens[0]?.value === '%' && !tokens[0].quoted;
  const [name, first] = parameter ? tokens.slice(1) : tokens;
  if (!name || name.quoted || !first) refuse('unreadable entity declaration');
  // Parameter entities can only be used through references, and those are refused.
  if (parameter) return;
  if (!first.quoted) return; // SYSTEM or PUBLIC: external, never loaded; a reference to it is refused
  const value = first.value;
  if (value.includes('&')) refuse(`entity "${name.value}" refers to other entities`);
  if (value.includes('<')) refuse(`entity "${name.value}" holds markup`);
  if (PARAMETER_REFERENCE.test(value)) refuse(`entity "${name.value}" refers to a parameter entity`);
  if (entities.has(name.value)) refuse(`entity "${name.value}" is declared twice`);
  entities.set(name.value, value);
}

function checkAttributeList(tokens: { value: string; quoted: boolean }[]): void {
  const defaults = tokens.filter((token) => token.quoted);
  if (defaults.some((token) => /[&<]/.test(token.value))) refuse('attribute default refers to entities');
  if (defaults.length && tokens.slice(1).some((token) => !token.quoted && HIDDEN_REFERENCE_TARGET.test(token.value))) {
    refuse('attribute default for id or href');
  }
}

/**
 * Reads the internal subset from after its `[`; returns the index of its closing `]` and how many
 * entity declarations it holds.
 */
function readSubset(text: string, from: number, entities: Map<string, string>): { close: number; declarations: number } {
  let i = from;
  let declarations = 0;
  for (;;) {
    while (isSpace(text[i])) i++;
    if (i >= text.length) refuse('unterminated internal subset');
    if (text[i] === ']') return { close: i, declarations };
    if (text.startsWith('<!--', i)) {
      i = past(text, '-->', i + 4, 'comment');
    } else if (text.startsWith('<?', i)) {
      i = past(text, '?>', i + 2, 'processing instruction');
    } else {
      const keyword = /^<!(ENTITY|ATTLIST|ELEMENT|NOTATION)(?=\s)/i.exec(text.slice(i, i + 12))?.[1]?.toUpperCase();
      if (!keyword) refuse(text[i] === '%' ? 'parameter entity reference' : 'unreadable internal subset');
      const { tokens, end } = declarationTokens(text, i + keyword!.length + 2);
      if (keyword === 'ENTITY') {
        readEntity(tokens, entities);
        declarations++;
      }
      else if (keyword === 'ATTLIST') checkAttributeList(tokens);
      i = end;
    }
  }
}

/** Where the prolog's DOCTYPE starts, or -1 when the document has none. */
function doctypeStart(text: string): number {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (isSpace(text[i])) i++;
    if (text.startsWith('<?', i)) i = past(text, '?>', i + 2, 'processing instruction');
    else if (text.startsWith('<!--', i)) i = past(text, '-->', i + 4, 'comment');
    else return /^<!DOCTYPE(?=\s)/i.test(text.slice(i, i + 10)) ? i : -1;
  }
}

/** The DOCTYPE before the root element, or undefined; throws UnsafeDoctypeError (see above). */
export function readDoctype(text: string): Doctype | undefined {
  const start = doctypeStart(text);
  // Without a DOCTYPE no parser reads a declaration, wherever `<!ENTITY` is written.
  if (start < 0) return undefined;
  const entities = new Map<string, string>();
  let declarations = 0;
  let i = start + '<!DOCTYPE'.length;
  for (;;) {
    const c = text[i];
    if (c === undefined) refuse('unterminated DOCTYPE');
    if (c === '>') break;
    if (isSpace(c)) i++;
    else if (c === '"' || c === "'") i = past(text, c, i + 1, 'literal');
    else if (c === '[') {
      const subset = readSubset(text, i + 1, entities);
      declarations += subset.declarations;
      i = subset.close + 1;
    } else i++;
  }
  // One in a comment, a literal or the body is a declaration svgo would still read.
  if ((text.match(/<!ENTITY/gi)?.length ?? 0) !== declarations) refuse('<!ENTITY outside a declaration');
  return { end: i + 1, entities };
}
