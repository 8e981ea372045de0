import type { DropzoneState } from 'react-dropzone';
import type { Accept } from '../../plugin/schema';

/** What the upload zone's markup needs from whichever drop handler runs it. */
export type ZoneState = Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive'>;

/** react-dropzone's `accept` with ZIP archives let through: their files are taken out and filtered by `accept`. */
export const withArchives = (accept?: Accept) => accept && { ...accept, 'application/zip': ['.zip'] };
