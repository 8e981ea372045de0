import type { FileHandle, FolderHandle } from './folder-sink';

/** A folder in memory with the directory handle's shape, for tests of what is written where. */
export class MemoryFolder implements FolderHandle {
  readonly files = new Map<string, Blob>();
  readonly folders = new Map<string, MemoryFolder>();
  writes = 0;

  constructor(readonly name: string) {}

  async *keys(): AsyncIterable<string> {
    yield* this.folders.keys();
    yield* this.files.keys();
  }

  async getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<MemoryFolder> {
    let folder = this.folders.get(name);
    if (!folder && !options?.create) throw new DOMException(`${name} not found`, 'NotFoundError');
    if (!folder) this.folders.set(name, (folder = new MemoryFolder(name)));
    return folder;
  }

  async getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle> {
    if (!this.files.has(name) && !options?.create) throw new DOMException(`${name} not found`, 'NotFoundError');
    return {
      getFile: async () => new File([this.files.get(name) ?? new Blob()], name),
      createWritable: async () => {
        const parts: (Blob | BufferSource | string)[] = [];
        return {
          write: async (data: Blob | BufferSource | string) => void parts.push(data),
          close: async () => {
            this.files.set(name, new Blob(parts));
            this.writes++;
          },
        };
      },
    };
  }
}
