import { ArchiveRefusal } from './archive-refusal';

/** One file or folder as a ZIP's central directory declares it (nothing inflated yet). */
export interface ZipEntry {
  /** The full path inside the archive, folders joined with '/'. */
  name: string;
  isFolder: boolean;
  encrypted: boolean;
  /** 0 stored, 8 deflated; anything else is not opened. */
  method: number;
  crc32: number;
  compressedSize: number;
  /** As declared: checked while inflating, since a hostile archive may lie. */
  size: number;
  localHeaderOffset: number;
  lastModified: number;
}

/** Above this many directory records an archive is refused before its directory is read. */
export const MAX_DIRECTORY_RECORDS = 100_000;

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_RECORD = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_END_SIZE = 56;
const ZIP64_EXTRA = 0x0001;
const SATURATED_32 = 0xffffffff;
const SATURATED_16 = 0xffff;

const unreadable = () => new ArchiveRefusal({ reason: 'unreadable' });

async function bytesOf(blob: Blob, start: number, end: number): Promise<DataView> {
  if (start < 0 || end > blob.size || start > end) throw unreadable();
  return new DataView(await blob.slice(start, end).arrayBuffer());
}

const u64 = (view: DataView, at: number) => {
  const value = Number(view.getBigUint64(at, true));
  if (!Number.isSafeInteger(value)) throw unreadable();
  return value;
};

interface DirectoryLocation {
  records: number;
  offset: number;
  size: number;
}

/** The end-of-directory record is searched for backwards from the end, over a possible comment. */
function findEnd(tail: DataView): number {
  for (let at = tail.byteLength - END_SIZE; at >= 0; at--) {
    if (tail.getUint32(at, true) === END_OF_DIRECTORY && at + END_SIZE + tail.getUint16(at + 20, true) === tail.byteLength) return at;
  }
  throw unreadable();
}

/** Where the central directory is and how many records it declares (zip64 where the 32-bit fields saturate). */
export async function locateDirectory(archive: Blob): Promise<DirectoryLocation> {
  const tailStart = Math.max(0, archive.size - END_SIZE - MAX_COMMENT - ZIP64_LOCATOR_SIZE);
  const tail = await bytesOf(archive, tailStart, archive.size);
  const end = findEnd(tail);
  let records = tail.getUint16(end + 10, true);
  let size = tail.getUint32(end + 12, true);
  let offset = tail.getUint32(end + 16, true);
  const locator = end - ZIP64_LOCATOR_SIZE;
  if (locator >= 0 && tail.getUint32(locator, true) === ZIP64_LOCATOR) {
    const recordAt = u64(tail, locator + 8);
    const zip64 = await bytesOf(archive, recordAt, recordAt + ZIP64_END_SIZE);
    if (zip64.getUint32(0, true) !== ZIP64_END) throw unreadable();
    records = u64(zip64, 32);
    size = u64(zip64, 40);
    offset = u64(zip64, 48);
  } else if (records === SATURATED_16 || size === SATURATED_32 || offset === SATURATED_32) throw unreadable();
  if (offset + size > archive.size) throw unreadable();
  return { records, offset, size };
}

/** DOS date and time, local time as ZIP tools write them. */
function dosTime(date: number, time: number): number {
  return new Date(1980 + (date >> 9), ((date >> 5) & 15) - 1, date & 31, time >> 11, (time >> 5) & 63, (time & 31) * 2).getTime();
}

/** The zip64 extra field holds, in order, only the sizes and offset whose 32-bit fields saturate. */
function applyZip64(view: DataView, extraStart: number, extraEnd: number, entry: ZipEntry): void {
  const wanted = ['size', 'compressedSize', 'localHeaderOffset'] as const;
  const saturated = wanted.filter((field) => entry[field] === SATURATED_32);
  if (!saturated.length) return;
  for (let at = extraStart; at + 4 <= extraEnd; ) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      if (length < saturated.length * 8 || at + 4 + length > extraEnd) throw unreadable();
      saturated.forEach((field, index) => (entry[field] = u64(view, at + 4 + index * 8)));
      return;
    }
    at += 4 + length;
  }
  throw unreadable();
}

const utf8 = new TextDecoder();

/** Every record of a central directory read into memory. */
export function parseDirectory(view: DataView, records: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < records; index++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== DIRECTORY_RECORD) throw unreadable();
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + 46;
    const extraEnd = nameStart + nameLength + extraLength;
    if (extraEnd + commentLength > view.byteLength) throw unreadable();
    const name = utf8.decode(new Uint8Array(view.buffer, view.byteOffset + nameStart, nameLength));
    const entry: ZipEntry = {
      name,
      isFolder: name.endsWith('/'),
      encrypted: (flags & 1) === 1,
      method: view.getUint16(at + 10, true),
      crc32: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      lastModified: dosTime(view.getUint16(at + 14, true), view.getUint16(at + 12, true)),
    };
    applyZip64(view, nameStart + nameLength, extraEnd, entry);
    entries.push(entry);
    at = extraEnd + commentLength;
  }
  return entries;
}

/**
 * The archive's entries from its central directory alone: nothing is inflated, and an archive
 * declaring more than MAX_DIRECTORY_RECORDS records is refused before its directory is read.
 */
export async function readZipDirectory(archive: Blob): Promise<ZipEntry[]> {
  const { records, offset, size } = await locateDirectory(archive);
  if (records > MAX_DIRECTORY_RECORDS) throw new ArchiveRefusal({ reason: 'tooManyEntries', count: records });
  // Each record takes at least 46 bytes: a count the directory cannot hold is a lie.
  if (records * 46 > size) throw unreadable();
  return parseDirectory(await bytesOf(archive, offset, offset + size), records);
}

/**
 * An archive read through one window of up to `size` bytes: the many small entries of a big archive
 * cost a read each window, not several each entry, and no more than the window is held.
 */
export class ArchiveWindow {
  private start = 0;
  private bytes = new Uint8Array(0);

  constructor(
    readonly archive: Blob,
    readonly size = 4 * 1024 * 1024,
  ) {}

  /** The bytes from `start` to `end`, or null when they are more than the window holds. */
  async read(start: number, end: number): Promise<Uint8Array | null> {
    if (end - start > this.size) return null;
    if (start < 0 || end > this.archive.size || start > end) throw unreadable();
    if (start < this.start || end > this.start + this.bytes.length) {
      this.bytes = new Uint8Array(await this.archive.slice(start, Math.min(this.archive.size, start + this.size)).arrayBuffer());
      this.start = start;
    }
    return this.bytes.subarray(start - this.start, end - this.start);
  }
}

/** Where an entry's compressed bytes start: after its local header, whose name and extra may differ from the directory's. */
export async function entryDataStart(source: ArchiveWindow, entry: ZipEntry): Promise<number> {
  const bytes = await source.read(entry.localHeaderOffset, Math.min(source.archive.size, entry.localHeaderOffset + 30));
  const header = new DataView(bytes!.buffer, bytes!.byteOffset, bytes!.byteLength);
  if (header.byteLength < 30 || header.getUint32(0, true) !== LOCAL_HEADER) throw unreadable();
  const start = entry.localHeaderOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  if (start + entry.compressedSize > source.archive.size) throw unreadable();
  return start;
}
