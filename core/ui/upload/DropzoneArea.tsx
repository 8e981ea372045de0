import { memo, useCallback, useEffect, useMemo } from 'react';
import { useDropzone, type DropzoneInputProps, type FileRejection } from 'react-dropzone';
import type { Accept } from '../../plugin/schema';
import { filesOfEvent } from './files-of-event';
import { acceptAttribute, type ZoneState } from './zone-state';

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
 *
 * It is not given `accept`: it would check every file of a drop in the drop's task. The zone's
 * import filters and names what the tool does not take, a slice of files per task; the picker still
 * offers only the tool's types, one file or several (the input's `accept` and `multiple`).
 */
function DropzoneArea({ accept, multiple, onDrop, onState }: DropzoneAreaProps) {
  // Always several: with no accept check here, a one-file zone's drop of a photo and a note would
  // be refused whole; the zone takes the first file the import lets through.
  const { getRootProps, getInputProps: dropzoneInputProps, isDragActive } = useDropzone({
    multiple: true,
    getFilesFromEvent: filesOfEvent,
    onDrop: (dropped: File[], rejections: FileRejection[]) => onDrop(dropped, rejections.map((r) => r.file.name)),
  });
  const acceptText = useMemo(() => acceptAttribute(accept), [accept]);
  const getInputProps = useCallback(
    <T extends DropzoneInputProps>(extra?: T) => dropzoneInputProps({ accept: acceptText, multiple, ...extra } as T),
    [dropzoneInputProps, acceptText, multiple],
  );
  useEffect(() => onState({ getRootProps, getInputProps, isDragActive }), [getRootProps, getInputProps, isDragActive, onState]);
  useEffect(() => () => onState(null), [onState]);
  return null;
}

export default memo(DropzoneArea);
