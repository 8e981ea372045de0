/**
 * Safe relative names for ZIP entries. Names come from visitors' files, so an archive could
 * otherwise carry `../../evil.webp`, absolute or drive paths, backslashes, control and bidi
 * characters (`invoice\u202Egpj.exe` shows as "invoiceexe.jpg"), hidden dot-files, trailing dots
 * and Windows' reserved device names. Pure: used by the ZIP writer and its tests.
 */

/** C0/C1 controls, DEL, bidi embeddings/overrides/isolates/marks, zero-width characters and BOM. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/** Characters Windows refuses in a file name (separators are split on before this). */
const FORBIDDEN = /[<>:"|?*]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/** Long enough for any real name, short enough for every file system once folders are added. */
export const MAX_SEGMENT_LENGTH = 150;
const FALLBACK = 'file';

/** One path segment (a folder or a file name) made safe; never empty, never `.` or `..`. */
export function safeSegment(segment: string): string {
  let name = segment.normalize('NFC').replace(INVISIBLE, '').replace(FORBIDDEN, '_').trim();
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (!name) return FALLBACK;
  const dot = name.indexOf('.');
  const stem = dot === -1 ? name : name.slice(0, dot);
  if (RESERVED.test(stem.trim())) name = `_${name}`;
  return truncate(name);
}

/** Shortens a name to MAX_SEGMENT_LENGTH characters, keeping a short extension. */
function truncate(name: string): string {
  const chars = [...name];
  if (chars.length <= MAX_SEGMENT_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return chars.slice(0, MAX_SEGMENT_LENGTH - [...extension].length).join('').trimEnd() + extension;
}

/**
 * A relative entry path from an output's folder and name (either may hold `/` or `\`): every
 * segment made safe, empty, `.` and `..` segments dropped, the name kept as the last segment.
 */
export function safeZipPath(name: string, folder = ''): string {
  const split = (path: string) => path.split(/[/\\]+/).filter((part) => part.trim() !== '' && !/^\.+$/.test(part.trim()));
  const fileName = split(name).pop() ?? '';
  return [...split(folder), fileName].map(safeSegment).join('/');
}
