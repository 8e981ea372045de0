import { useDropzone, type FileRejection } from 'react-dropzone';
import { withArchives, type DropAreaProps } from './zone-state';

/** The upload zone's drop handling by react-dropzone: click, keyboard, drag and drop of files and folders. */
export default function DropzoneArea({ accept, multiple, onFiles, onRejected, autoFocus, children }: DropAreaProps & { autoFocus?: boolean }) {
  const state = useDropzone({
    accept: withArchives(accept),
    multiple,
    autoFocus,
    onDrop: (dropped: File[], rejections: FileRejection[]) => {
      if (dropped.length) onFiles(dropped);
      onRejected(rejections.map((r) => r.file.name));
    },
  });
  return children(state);
}
