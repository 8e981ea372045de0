import { nameTaker } from '../../files/file-names';
import { safeEntryName } from '../zip';
import { fileOutputs, zipPath } from './outputs';
import { savedIndexKey, SavedIndex } from './saved-index';
import type { RowFileOutput, RowOutput } from './types';

/** The part of the File System Access API's directory handle a folder sink uses (a fake in unit tests). */
export interface FolderHandle {
  readonly name: string;
  keys(): AsyncIterable<string>;
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<FolderHandle>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle>;
}

export interface FileHandle {
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: Blob | BufferSource | string): Promise<void>; close(): Promise<void> }>;
}

/** Where the folder remembers what it holds, so a re-run on it skips what is already there. */
export const INDEX_FILE = '.localbox-saved.json';

/** The index is written at most this often while a batch runs (and once more when it ends). */
const INDEX_WRITE_MS = 1000;

/**
 * A folder the batch's results are written into as each row finishes (Chromium's File System
 * Access API). Names follow the ZIP's rules (made safe, never colliding, also not with what the
 * folder held before); each written file is handed back as the folder's own File, disk-backed, so
 * the row keeps its preview and download while the page releases the bytes.
 */
export class FolderSink {
  private readonly take: (name: string) => string;
  private writes: Promise<unknown> = Promise.resolve();
  private indexTimer: ReturnType<typeof setTimeout> | undefined;

  private constructor(
    readonly handle: FolderHandle,
    private readonly toolId: string,
    private readonly index: SavedIndex,
    existing: string[],
  ) {
    this.take = nameTaker([...existing, INDEX_FILE]);
  }

  static async open(handle: FolderHandle, toolId: string): Promise<FolderSink> {
    const existing: string[] = [];
    for await (const name of handle.keys()) existing.push(name);
    const index = existing.includes(INDEX_FILE) ? await readIndex(handle) : new SavedIndex();
    return new FolderSink(handle, toolId, index, existing);
  }

  get name(): string {
    return this.handle.name;
  }

  /** The outputs a run with the same file and options wrote here before, read back from the folder; undefined if any is missing. */
  async alreadySaved(file: File, optionsKey: string): Promise<RowFileOutput[] | undefined> {
    const paths = this.index.get(savedIndexKey(this.toolId, optionsKey, file));
    if (!paths?.length) return undefined;
    try {
      return await Promise.all(paths.map(async (path) => fromFolder(await (await this.fileAt(path, false)).getFile(), path)));
    } catch {
      return undefined;
    }
  }

  /** Writes a row's file outputs (one row at a time, in the order asked) and returns them as the folder's Files. */
  save(file: File, optionsKey: string, outputs: RowOutput[]): Promise<RowOutput[]> {
    const files = fileOutputs(outputs);
    const paths = files.map((output) => this.take(safeEntryName(zipPath(output))));
    const written = this.writes.then(async () => {
      const saved = new Map<RowFileOutput, RowFileOutput>();
      for (const [index, output] of files.entries()) {
        const handle = await this.fileAt(paths[index], true);
        const writable = await handle.createWritable();
        await writable.write(output.blob);
        await writable.close();
        saved.set(output, { ...fromFolder(await handle.getFile(), paths[index]), name: output.name, type: output.type, folder: output.folder, info: output.info, thumbnail: output.thumbnail });
      }
      this.index.set(savedIndexKey(this.toolId, optionsKey, file), paths);
      this.scheduleIndexWrite();
      return outputs.map((output) => (output.kind === 'file' ? saved.get(output)! : output));
    });
    this.writes = written.catch(() => undefined);
    return written;
  }

  /** Writes the index now (the batch ended, or the visitor stops saving here), after the writes before it. */
  async flush(): Promise<void> {
    clearTimeout(this.indexTimer);
    this.indexTimer = undefined;
    const written = this.writes.then(() => this.writeIndex());
    this.writes = written.catch(() => undefined);
    await written;
  }

  private async writeIndex(): Promise<void> {
    if (!this.index.changed) return;
    const writable = await (await this.handle.getFileHandle(INDEX_FILE, { create: true })).createWritable();
    await writable.write(this.index.serialise());
    await writable.close();
  }

  private scheduleIndexWrite(): void {
    this.indexTimer ??= setTimeout(() => {
      this.indexTimer = undefined;
      void this.flush().catch(() => undefined);
    }, INDEX_WRITE_MS);
  }

  /** The file at a relative path ("icons/favicon.ico"), its folders made when `create`. */
  private async fileAt(path: string, create: boolean): Promise<FileHandle> {
    const parts = path.split('/');
    let folder = this.handle;
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create });
    return folder.getFileHandle(parts[parts.length - 1], { create });
  }
}

/** A file in the folder as a row's output: the Blob is the folder's File (on disk, not in the page). */
function fromFolder(file: File, path: string): RowFileOutput {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : undefined;
  return { kind: 'file', blob: file, size: file.size, name, type: file.type, folder };
}

async function readIndex(handle: FolderHandle): Promise<SavedIndex> {
  try {
    const file = await (await handle.getFileHandle(INDEX_FILE)).getFile();
    return SavedIndex.parse(file.size <= SavedIndex.MAX_BYTES ? await file.text() : '');
  } catch {
    return new SavedIndex();
  }
}
