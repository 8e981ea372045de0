import type { DropzoneState } from 'react-dropzone';
import type { Accept } from '../../plugin/schema';

/** What the upload zone's markup needs from whichever drop handler runs it. */
export type ZoneState = Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive'>;

/** react-dropzone's `accept` with ZIP archives let through: their files are taken out and filtered by `accept`. */
export const withArchives = (accept?: Accept) => accept && { ...accept, 'application/zip': ['.zip'] };

/** The file input's `accept` attribute for a tool's accept (ZIPs included), as react-dropzone writes it. */
export function acceptAttribute(accept?: Accept): string | undefined {
  const list = Object.entries(withArchives(accept) ?? {}).flatMap(([type, extensions]) => [type, ...extensions]);
  return list.length ? list.join(',') : undefined;
}
