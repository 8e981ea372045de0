import { describe, expect, it } from 'vitest';
import { filesOfDrop, snapshotDrop } from './drop-snapshot';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

/** A folder entry as the browser gives it: read in batches, then an empty batch. */
function folder(fullPath: string, children: FileSystemEntry[]): FileSystemDirectoryEntry {
  return {
    isDirectory: true,
    isFile: false,
    fullPath,
    createReader: () => {
      let read = false;
      return { readEntries: (done: (entries: FileSystemEntry[]) => void) => done(read ? [] : ((read = true), children)) };
    },
  } as unknown as FileSystemDirectoryEntry;
}
const fileEntry = (fullPath: string, inner: File) =>
  ({ isDirectory: false, isFile: true, fullPath, file: (done: (f: File) => void) => done(inner) }) as unknown as FileSystemEntry;

/** A drop's DataTransfer that, like a browser's, is emptied once the event has returned. */
function dropOf(items: { file: File | null; entry: FileSystemEntry | null }[]) {
  let live = true;
  const list = items.map(({ file: inner, entry }) => ({
    kind: 'file',
    type: inner?.type ?? '',
    getAsFile: () => (live ? inner : null),
    webkitGetAsEntry: () => (live ? entry : null),
  }));
  const dataTransfer = { items: list, files: items.flatMap(({ file: inner }) => (inner ? [inner] : [])) } as unknown as DataTransfer;
  return { dataTransfer, endEvent: () => void (live = false) };
}

describe('a drop read during its event', () => {
  it('keeps its files and walks its folders after the event has ended', async () => {
    const photo = file('a.png');
    const inside = file('b.png');
    const { dataTransfer, endEvent } = dropOf([
      { file: photo, entry: fileEntry('/a.png', photo) },
      { file: null, entry: folder('/trip', [fileEntry('/trip/b.png', inside)]) },
    ]);
    const snapshot = snapshotDrop(dataTransfer);
    endEvent();
    const files = await filesOfDrop(snapshot);
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.png']);
  });

  it('leaves out what is not a file (text dragged from a page)', async () => {
    const photo = file('a.png');
    const { dataTransfer } = dropOf([{ file: photo, entry: null }]);
    (dataTransfer.items as unknown as { kind: string }[]).push({ kind: 'string' });
    expect((await filesOfDrop(snapshotDrop(dataTransfer))).map((f) => f.name)).toEqual(['a.png']);
  });
});
