/** Why part or all of a dropped archive was not taken, as data the upload zone translates. */
export type ArchiveNotice =
  | { reason: 'unreadable' }
  | { reason: 'empty' }
  | { reason: 'tooManyEntries'; count: number }
  | { reason: 'tooLarge'; size: number; limit: number }
  | { reason: 'entryTooLarge'; name: string; size: number; limit: number }
  | { reason: 'entryUnsupported'; name: string }
  | { reason: 'entrySizeLie'; name: string; size: number }
  | { reason: 'entryUnreadable'; name: string }
  | { reason: 'nothingTaken'; kinds: FileKindCount[] };

/** "16 ZIP files": how many entries of one extension (upper case, '' when none) an archive holds. */
export interface FileKindCount {
  extension: string;
  count: number;
}

/** A refusal of the whole archive (or of one entry, while it is inflated). */
export class ArchiveRefusal extends Error {
  constructor(readonly notice: ArchiveNotice) {
    super(notice.reason);
    this.name = 'ArchiveRefusal';
  }
}
