import { memo, useEffect, useMemo } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import type { Accept } from '../../plugin/schema';
import { withArchives, type ZoneState } from './zone-state';

export interface DropzoneAreaProps {
  accept?: Accept;
  multiple: boolean;
  /** Must keep its identity: react-dropzone's getters change with it, and each change is handed up. */
  onDrop(files: File[], rejectedNames: string[]): void;
  /** Receives react-dropzone's getters for the zone's elements (null once gone). */
  onState(state: ZoneState | null): void;
}

/**
 * react-dropzone for the upload zone: click, keyboard, drag and drop of files and folders. It renders
 * nothing: its getters go up to the zone, whose elements stay the ones the early handlers ran, so a
 * focus, an open file dialog or an element a test holds is not lost when it takes over.
 */
function DropzoneArea({ accept, multiple, onDrop, onState }: DropzoneAreaProps) {
  const acceptWithArchives = useMemo(() => withArchives(accept), [accept]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: acceptWithArchives,
    multiple,
    onDrop: (dropped: File[], rejections: FileRejection[]) => onDrop(dropped, rejections.map((r) => r.file.name)),
  });
  useEffect(() => onState({ getRootProps, getInputProps, isDragActive }), [getRootProps, getInputProps, isDragActive, onState]);
  useEffect(() => () => onState(null), [onState]);
  return null;
}

export default memo(DropzoneArea);
