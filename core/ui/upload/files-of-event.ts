import { fromEvent } from 'file-selector';

type DropzoneEvent = Parameters<typeof fromEvent>[0];

/** A drop's item that may be a folder: a file of a known type never is, so only untyped items are asked. */
const mayBeFolder = (item: DataTransferItem) => item.kind === 'file' && !item.type && item.webkitGetAsEntry?.()?.isDirectory === true;

/**
 * The files of a drop or a pick, for react-dropzone. A drop without folders, and a pick, hand over the
 * browser's own list: file-selector would wrap and re-type every file (1,000 promises in the drop's
 * task). Folders, and the drag events before a drop, go through file-selector, which walks them.
 */
export async function filesOfEvent(event: DropzoneEvent): Promise<(File | DataTransferItem)[]> {
  // A DOM event or React's wrapper of one (react-dropzone hands either), or the file picker's handles.
  const { type, dataTransfer, target } = event as { type?: string; dataTransfer?: DataTransfer | null; target?: EventTarget | null };
  if (type === 'drop' && dataTransfer && ![...dataTransfer.items].some(mayBeFolder)) return [...dataTransfer.files];
  if (type === 'change' && target instanceof HTMLInputElement && target.files) return [...target.files];
  return fromEvent(event);
}
