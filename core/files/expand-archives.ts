import type { Accept } from '../plugin/schema';

const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed']);

export const isZip = (file: File) => ZIP_TYPES.has(file.type) || /\.zip$/i.test(file.name);

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

const acceptsZip = (accept?: Accept) => !!accept && Object.keys(accept).some((mime) => ZIP_TYPES.has(mime));

/** MIME type from an extension, for files taken out of a ZIP (which carries none). */
function typeFromName(name: string, accept?: Accept): string {
  const lower = name.toLowerCase();
  for (const [mime, extensions] of Object.entries(accept ?? {})) {
    if (!mime.endsWith('/*') && extensions.some((ext) => lower.endsWith(ext))) return mime;
  }
  return '';
}

/**
 * Dropped ZIP archives become their files (folders flattened into the name's last part, hidden
 * and system entries skipped), unless the tool takes ZIPs itself; then everything is filtered by
 * the tool's `accept`. Returns what is kept and the names of what is not.
 */
export async function expandArchives(files: File[], accept?: Accept): Promise<{ accepted: File[]; rejected: string[] }> {
  const accepted: File[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    if (isZip(file) && !acceptsZip(accept)) {
      const { default: JSZip } = await import('jszip');
      let zip;
      try {
        zip = await JSZip.loadAsync(file);
      } catch {
        rejected.push(file.name);
        continue;
      }
      for (const entry of Object.values(zip.files)) {
        const base = entry.name.split('/').pop() ?? '';
        if (entry.dir || !base || base.startsWith('.') || entry.name.startsWith('__MACOSX/')) continue;
        const inner = new File([await entry.async('blob')], base, { type: typeFromName(base, accept), lastModified: entry.date?.getTime() });
        if (matchesAccept(inner, accept)) accepted.push(inner);
        else rejected.push(`${file.name}/${entry.name}`);
      }
    } else if (matchesAccept(file, accept)) accepted.push(file);
    else rejected.push(file.name);
  }
  return { accepted, rejected };
}
