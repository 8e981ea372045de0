import type { ZipEntry } from './zip-directory';

/**
 * A file inside a dropped ZIP, not inflated yet: its name, type, date and unpacked size as the
 * archive's directory declares them, and no bytes. Its bytes come from openFile (core/files/open-entry),
 * when its row is processed; nothing may read it as a Blob before then.
 */
export class ArchiveEntryFile extends File {
  constructor(
    /** Tells the archives of a session apart (the inflating worker keeps a read window per archive). */
    readonly archiveId: number,
    readonly archive: File,
    readonly entry: ZipEntry,
    name: string,
    type: string,
  ) {
    super([], name, { type, lastModified: entry.lastModified });
  }

  /** The size it will unpack to (checked while it is inflated). */
  override get size(): number {
    return this.entry.size;
  }
}

export const isArchiveEntry = (file: File): file is ArchiveEntryFile => file instanceof ArchiveEntryFile;
