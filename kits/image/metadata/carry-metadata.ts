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

/** The row's panel: each item the source holds, kept or removed; why nothing could be carried. */
export function metadataPanel(summary: MetadataSummary, mode: MetadataMode, carried: boolean, outputLabel: string): RowPanel {
  const lines: RowPanel['lines'] = [];
  for (const item of SUMMARY_ITEMS) {
    const value = summary[item];
    if (value) lines.push({ key: `metadata.${isKept(item, mode, carried) ? 'kept' : 'removed'}.${item}`, params: { value } });
  }
  if (summary.damaged) lines.push({ key: 'metadata.damaged' });
  else if (!lines.length) lines.push({ key: 'metadata.nothing' });
  if (!carried && mode !== 'none' && lines.some((line) => line.key.startsWith('metadata.removed'))) lines.push({ key: 'metadata.notCarried', params: { format: outputLabel } });
  return { titleKey: 'metadata.title', lines };
}

/** What the source holds (exifr, loaded with the first photo). */
export async function readSourceMetadata(source: Uint8Array): Promise<MetadataSummary> {
  const { readMetadata } = await import('./read-metadata');
  return readMetadata(source);
}

/** A format as the row names it: "JPG", "PNG"… */
export const formatLabel = (format: string) => format.toUpperCase().replace('JPEG', 'JPG');

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
  return { bytes, panel: metadataPanel(summary, mode, carried, formatLabel(output)), summary };
}

/** Whether the source file itself may go out as it is: it holds nothing the mode removes. */
export function mayShipOriginal(summary: MetadataSummary, mode: MetadataMode): boolean {
  if (summary.damaged) return false;
  return SUMMARY_ITEMS.every((item) => !summary[item] || isKept(item, mode, true));
}
