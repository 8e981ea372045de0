import { ProcessingError } from '../processing/errors';
import { inflateInWorker } from './inflate-in-worker';
import type { ZipEntry } from './zip-directory';

/**
 * A file inside a dropped ZIP, not inflated yet: its name, type, date and unpacked size as the
 * archive's directory declares them. Not a Blob: making 10,000 File objects (each registered with
 * the browser process) held the page for seconds. Its bytes come from openFile when its row is
 * processed; reading it asynchronously (arrayBuffer, text, bytes, stream) inflates it too, and a
 * browser API given it refuses it rather than reading nothing.
 */
export class ArchiveEntryFile implements File {
  readonly webkitRelativePath = '';
  readonly lastModified: number;

  constructor(
    /** Tells the archives of a session apart (the inflating worker keeps a read window per archive). */
    readonly archiveId: number,
    readonly archive: File,
    readonly entry: ZipEntry,
    readonly name: string,
    readonly type: string,
  ) {
    this.lastModified = entry.lastModified;
  }

  /** The size it will unpack to (checked while it is inflated). */
  get size(): number {
    return this.entry.size;
  }

  /** Its bytes, as a File: inflated now, in a worker. */
  async open(): Promise<File> {
    try {
      return new File([await inflateInWorker(this.archiveId, this.archive, this.entry)], this.name, { type: this.type, lastModified: this.lastModified });
    } catch {
      throw new ProcessingError('upload.archive.entryUnreadable', `${this.entry.name} cannot be inflated`, { name: this.entry.name, archive: this.archive.name });
    }
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return (await this.open()).arrayBuffer();
  }

  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }

  async text(): Promise<string> {
    return (await this.open()).text();
  }

  stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    const { readable, writable } = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>();
    this.open().then(
      (file) => file.stream().pipeTo(writable),
      (error: unknown) => writable.abort(error),
    );
    return readable;
  }

  slice(): Blob {
    throw new Error(`${this.name} is opened (openFile) before it is read as a Blob`);
  }
}

export const isArchiveEntry = (file: File): file is ArchiveEntryFile => file instanceof ArchiveEntryFile;

/**
 * The file with its bytes: an entry of a dropped ZIP is inflated now (its row is being processed),
 * any other file is itself. A damaged entry, or one that does not unpack to what it declares, fails
 * with the reason its row shows.
 */
export const openFile = (file: File): Promise<File> => (isArchiveEntry(file) ? file.open() : Promise.resolve(file));
