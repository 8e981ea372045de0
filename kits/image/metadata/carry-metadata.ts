import type { RowPanel } from '../../../core/processing/processor';
import type { ImageFormat } from '../header';
import { copyJpegMetadata } from '../jpeg-metadata';
import { isKept, SUMMARY_ITEMS, type MetadataMode, type MetadataSummary } from './metadata-mode';

/** Only JPEG to JPEG carries metadata: our WebP, AVIF, PNG and GIF encoders write none. */
const carriesMetadata = (input: ImageFormat, output: string) => input === 'jpeg' && output === 'jpeg';

/**
 * Whether to decode without colour conversion: the source's colour profile goes into the output,
 * so its pixels must stay in that profile's space. Otherwise they are converted to sRGB, which is
 * what an output without a profile is taken to be: either way it looks the same.
 */
export const keepsColourProfile = (input: ImageFormat, output: string, mode: MetadataMode) => mode !== 'none' && carriesMetadata(input, output);

/** What went out: the source file itself (its metadata stripped as the mode says), or a re-encode. */
export type Carried = { original: true } | { original?: false; carried: boolean; outputLabel: string };

/** The row's panel: each item the source holds, kept or removed; why nothing could be carried. */
export function metadataPanel(summary: MetadataSummary, mode: MetadataMode, how: Carried, extra: RowPanel['lines'] = []): RowPanel {
  const carried = how.original || how.carried;
  const lines: RowPanel['lines'] = [];
  for (const item of SUMMARY_ITEMS) {
    const value = summary[item];
    if (value) lines.push({ key: `metadata.${isKept(item, mode, carried, how.original) ? 'kept' : 'removed'}.${item}`, params: { value } });
  }
  if (summary.unreadable) lines.push({ key: 'metadata.unreadable' });
  else if (summary.damaged) lines.push({ key: 'metadata.damaged' });
  else if (!lines.length) lines.push({ key: 'metadata.nothing' });
  if (!how.original && !how.carried && mode !== 'none' && lines.some((line) => line.key.startsWith('metadata.removed'))) lines.push({ key: 'metadata.notCarried', params: { format: how.outputLabel } });
  return { titleKey: 'metadata.title', lines: [...lines, ...extra] };
}

/** What the source holds (exifr, loaded with the first photo). */
export async function readSourceMetadata(source: Uint8Array): Promise<MetadataSummary> {
  const { readMetadata } = await import('./read-metadata');
  return readMetadata(source);
}

/** A format as the row names it: "JPG", "PNG"… */
export const formatLabel = (format: string) => format.toUpperCase().replace('JPEG', 'JPG');

/**
 * The bytes the mode's metadata adds to a JPEG re-encoded from `source` (0 for other outputs):
 * what a byte budget must leave room for.
 */
export function metadataOverhead(source: Uint8Array, input: ImageFormat, output: string, mode: MetadataMode): number {
  if (!carriesMetadata(input, output)) return 0;
  const bare = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
  return copyJpegMetadata(source, bare, mode).length - bare.length;
}

/**
 * Writes what the mode keeps of the source's metadata into a JPEG output, and says on the row what
 * the file held and what became of it. `known`: the source's metadata when it was read already.
 */
export async function carryMetadata(
  source: Uint8Array,
  input: ImageFormat,
  encoded: Uint8Array,
  output: string,
  mode: MetadataMode,
  known?: MetadataSummary,
): Promise<{ bytes: Uint8Array; panel: RowPanel; summary: MetadataSummary }> {
  const summary = known ?? (await readSourceMetadata(source));
  const carried = carriesMetadata(input, output);
  const bytes = carried ? copyJpegMetadata(source, encoded, mode) : encoded;
  return { bytes, panel: metadataPanel(summary, mode, { carried, outputLabel: formatLabel(output) }), summary };
}
