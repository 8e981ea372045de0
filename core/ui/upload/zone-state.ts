import type { ReactElement } from 'react';
import type { Accept } from '../../plugin/schema';
import type { DropzoneState } from 'react-dropzone';

/** What the upload zone's markup needs from whichever drop handler runs it. */
export type ZoneState = Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive'>;

export interface DropAreaProps {
  accept?: Accept;
  multiple: boolean;
  /** Files chosen in the dialog or dropped, before any filtering. */
  onFiles(files: File[]): void;
  /** Files react-dropzone refused (type, count): their names are reported. */
  onRejected(names: string[]): void;
  children(state: ZoneState): ReactElement;
}

/** react-dropzone's `accept` with ZIP archives let through: their files are taken out and filtered by `accept`. */
export const withArchives = (accept?: Accept) => accept && { ...accept, 'application/zip': ['.zip'] };
