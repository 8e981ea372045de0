/** What file-selector's `fromEvent` reads from a drop, kept past the event. */
export interface DropSnapshot {
  type: 'drop';
  dataTransfer: {
    items: { kind: 'file'; type: string; getAsFile(): File | null; webkitGetAsEntry(): FileSystemEntry | null }[];
    files: File[];
  };
}

/**
 * A browser empties a drop's DataTransfer once the event returns, and the code that reads folders
 * (file-selector, with react-dropzone) may still be loading then. So the files and their entries
 * (which still read folders later) are taken during the event, in the shape `fromEvent` reads.
 */
export function snapshotDrop(dataTransfer: Pick<DataTransfer, 'items' | 'files'>): DropSnapshot {
  const items = [...dataTransfer.items]
    .filter((item) => item.kind === 'file')
    .map((item) => {
      const file = item.getAsFile();
      const entry = typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null;
      return { kind: 'file' as const, type: item.type, getAsFile: () => file, webkitGetAsEntry: () => entry };
    });
  return { type: 'drop', dataTransfer: { items, files: [...dataTransfer.files] } };
}

/** The files of a snapshot, folders walked, as react-dropzone would have read the drop. */
export async function filesOfDrop(snapshot: DropSnapshot): Promise<File[]> {
  const { fromEvent } = await import('file-selector');
  return (await fromEvent(snapshot)).filter((item): item is File => item instanceof File);
}
