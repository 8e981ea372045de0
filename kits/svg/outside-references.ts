import { tokenize, tokenTypes as T } from 'css-tree/tokenizer';
import { ident, string as cssString, url as cssUrl } from 'css-tree/utils';

/**
 * What an untrusted SVG must lose before a page draws it live (svg-to-pdf, svg-to-eps) or ships it
 * (favicon.svg): script, embedded HTML, and every link or CSS reference that would load something
 * from outside the file. One policy for every SVG tool; each applies it to its own tree.
 */

export type Removal = 'scripts' | 'handlers' | 'embedded' | 'external' | 'animations';

const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
const PICTURE_ELEMENTS = new Set(['image', 'feimage']);
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif)[;,]/i;

/** Browsers ignore spaces and control characters around (and tabs and newlines inside) a URL. */
const squeezed = (url: string) => url.replace(/[\s\p{Cc}]/gu, '');

/** A link may point inside the file; a picture may also be a raster data: URL. */
export function linkAllowed(value: string, element: string): boolean {
  const url = squeezed(value);
  return url.startsWith('#') || (PICTURE_ELEMENTS.has(element.toLowerCase()) && RASTER_DATA_URL.test(url));
}

/**
 * Why an element goes as a whole, or undefined when it stays. `element`: its local name;
 * `attributeName`: its attributeName attribute (an animation that sets a link or a handler goes).
 */
export function elementRemoval(element: string, namespace: string | null | undefined, attributeName?: string | null): Removal | undefined {
  const name = element.toLowerCase();
  // SVG Tiny's <handler> and XML Events' <listener> run script where they are supported.
  if (name === 'script' || name === 'handler' || name === 'listener') return 'scripts';
  if (name === 'foreignobject' || namespace === XHTML_NS || namespace === MATHML_NS) return 'embedded';
  const target = (attributeName ?? '').trim().toLowerCase();
  const localTarget = target.slice(target.indexOf(':') + 1);
  if (ANIMATIONS.has(name) && (localTarget === 'href' || localTarget === 'base' || localTarget.startsWith('on'))) return 'animations';
  return undefined;
}

/**
 * Why an attribute goes, or undefined when it stays. `attribute`: its qualified name. A style
 * attribute is not judged here: cleanCss keeps what it can of it.
 */
export function attributeRemoval(attribute: string, value: string, element: string): Removal | undefined {
  const local = attribute.slice(attribute.indexOf(':') + 1).toLowerCase();
  if (local.startsWith('on')) return 'handlers';
  if (local === 'href') return linkAllowed(value, element) ? undefined : 'external';
  if (attribute === 'xml:base' || local === 'src' || local === 'srcset') return 'external';
  // Presentation attributes and animation values are read as CSS.
  return attribute !== 'style' && hasOutsideReference(value) ? 'external' : undefined;
}

export interface CleanCss {
  text: string;
  /** Something was taken out (an import or a reference outside the file). */
  changed: boolean;
}

/** CSS functions whose URLs (in url() tokens, or in strings for the image functions) the browser loads. */
const LOADING_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set', 'image', '-webkit-image', 'cross-fade', '-webkit-cross-fade', 'expression']);
const insideFile = (url: string) => /^(?:#|data:)/i.test(squeezed(url));

interface Token {
  type: number;
  start: number;
  end: number;
}

/** The index of the token that closes the block opened at `from` (the last token when none does). */
function closing(tokens: Token[], from: number, open: Set<number>, close: number): number {
  let depth = 0;
  for (let i = from; i < tokens.length; i++) {
    if (open.has(tokens[i].type)) depth++;
    else if (tokens[i].type === close && --depth === 0) return i;
  }
  return tokens.length - 1;
}
const PARENTHESES = new Set([T.Function, T.LeftParenthesis]);
const BRACES = new Set([T.LeftCurlyBracket]);

/** The last token of the at-rule starting at `at`: its `;` or its block's `}`. */
function atRuleEnd(tokens: Token[], at: number): number {
  for (let i = at + 1; i < tokens.length; i++) {
    if (tokens[i].type === T.Semicolon) return i;
    if (tokens[i].type === T.LeftCurlyBracket) return closing(tokens, i, BRACES, T.RightCurlyBracket);
    if (PARENTHESES.has(tokens[i].type)) i = closing(tokens, i, PARENTHESES, T.RightParenthesis);
  }
  return tokens.length - 1;
}

/** The decoded, lower-case name of a function token (`u\72l(` is url), or 'url' for a url token. */
function functionName(css: string, token: Token): string | undefined {
  if (token.type === T.Url || token.type === T.BadUrl) return 'url';
  return token.type === T.Function ? ident.decode(css.slice(token.start, token.end - 1)).toLowerCase() : undefined;
}

/** True when every URL in tokens[from..to] points inside the file (and there is one to read). */
function allInsideFile(css: string, tokens: Token[], from: number, to: number): boolean {
  const urls: string[] = [];
  for (let i = from; i <= to; i++) {
    const { type, start, end } = tokens[i];
    if (type === T.BadUrl || type === T.BadString) return false;
    if (type === T.Url) urls.push(cssUrl.decode(css.slice(start, end)));
    if (type === T.String) urls.push(cssString.decode(css.slice(start, end)));
  }
  return urls.length > 0 && urls.every(insideFile);
}

/**
 * Keeps only what refers to the file itself: url(#id) and data: URLs stay; @import and every
 * url(), src(), image-set()… to anything else become `none`. The text is read as the browser reads
 * it (CSS Syntax tokens, escapes decoded), so `u\72l(…)` or `@\69mport` are caught too.
 */
export function cleanCss(css: string): CleanCss {
  // Neither a function nor an at-rule can be written without these characters.
  if (!css.includes('(') && !css.includes('@')) return { text: css, changed: false };
  const tokens: Token[] = [];
  tokenize(css, (type, start, end) => tokens.push({ type, start, end }));
  let text = '';
  let copied = 0;
  let changed = false;
  const replace = (from: number, to: number, by: string) => {
    text += css.slice(copied, tokens[from].start) + by;
    copied = tokens[to].end;
    changed = true;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === T.AtKeyword && ident.decode(css.slice(token.start + 1, token.end)).toLowerCase() === 'import') {
      const end = atRuleEnd(tokens, i);
      replace(i, end, '');
      i = end;
      continue;
    }
    const name = functionName(css, token);
    if (!name || !LOADING_FUNCTIONS.has(name)) continue;
    const end = token.type === T.Function ? closing(tokens, i, PARENTHESES, T.RightParenthesis) : i;
    if (name === 'expression' || !allInsideFile(css, tokens, i, end)) replace(i, end, 'none');
    i = end;
  }
  return changed ? { text: text + css.slice(copied), changed } : { text: css, changed };
}

/** True when a value read as CSS (fill="url(…)", to="…") refers to something outside the file. */
export const hasOutsideReference = (value: string): boolean => cleanCss(value).changed;
