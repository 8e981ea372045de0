import { useEffect, useState } from 'react';
import { isArchiveEntry, openFile } from '../../files/archive-entry-file';

/** The file with its bytes, for a view that reads them: a ZIP's entry is inflated again (undefined meanwhile). */
export function useOpenedFile(file: File | undefined): File | undefined {
  const [opened, setOpened] = useState<{ from: File; file: File }>();
  const entry = file && isArchiveEntry(file) ? file : undefined;
  useEffect(() => {
    if (!entry) return;
    let live = true;
    openFile(entry).then(
      (bytes) => live && setOpened({ from: entry, file: bytes }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entry]);
  if (!entry) return file;
  return opened?.from === entry ? opened.file : undefined;
}
