import type { Accept } from '../plugin/schema';

const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed']);

export const isZip = (file: Pick<File, 'name' | 'type'>) => ZIP_TYPES.has(file.type) || /\.zip$/i.test(file.name);

/** Does the tool take ZIP archives themselves (so a dropped one is not opened)? */
export const acceptsZip = (accept?: Accept) => !!accept && Object.keys(accept).some((mime) => ZIP_TYPES.has(mime));

/** Does a file match `accept` (by MIME type or extension)? */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept?: Accept): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  return Object.entries(accept).some(
    ([mime, extensions]) =>
      (mime.endsWith('/*') ? file.type.startsWith(mime.slice(0, -1)) : file.type === mime) ||
      extensions.some((ext) => name.endsWith(ext)),
  );
}

/** MIME type from an extension, for files taken out of a ZIP (which carries none). */
export function typeFromName(name: string, accept?: Accept): string {
  const lower = name.toLowerCase();
  for (const [mime, extensions] of Object.entries(accept ?? {})) {
    if (!mime.endsWith('/*') && extensions.some((ext) => lower.endsWith(ext))) return mime;
  }
  return '';
}
