/** What in CSS text could load something from outside the file. */
const LOADING_FUNCTION = /@import|image-set\s*\(|cross-fade\s*\(|\bimage\s*\(|\bsrc\s*\(|expression\s*\(/i;
const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi;
const FRAGMENT = /^\s*#/;

export interface CleanCss {
  text: string;
  /** Something was taken out (an import or a reference outside the file). */
  changed: boolean;
}

/**
 * Keeps only what refers to the file itself: url(#id) stays, @import and every url() or other
 * loading function to anything else goes. CSS escapes could hide those words, so text with a
 * backslash is dropped whole (drawings do not use them).
 */
export function cleanCss(css: string): CleanCss {
  const withoutComments = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
  if (withoutComments.includes('\\')) return { text: '', changed: true };
  let changed = false;
  let text = withoutComments.replace(/@import[^;]*;?/gi, () => {
    changed = true;
    return '';
  });
  text = text.replace(URL_FUNCTION, (match, doubleQuoted?: string, singleQuoted?: string, bare?: string) => {
    if (FRAGMENT.test(doubleQuoted ?? singleQuoted ?? bare ?? '')) return match;
    changed = true;
    return 'none';
  });
  // Whatever the patterns above could not read (an unclosed url(, a loading function) drops it all.
  const leftover = text.replace(URL_FUNCTION, '');
  if (LOADING_FUNCTION.test(text) || /url\s*\(/i.test(leftover)) return { text: '', changed: true };
  return changed ? { text, changed } : { text: css, changed };
}

/**
 * True when an attribute value (fill="url(…)", to="…") refers to something outside the file; such
 * values are read as CSS, where an escape can spell url(.
 */
export function hasOutsideReference(value: string): boolean {
  const mayLoad = /url\s*\(|image-set|@import/i.test(value) || (value.includes('\\') && value.includes('('));
  return mayLoad && cleanCss(value).changed;
}
