import { Inflate } from 'fflate';
import { ArchiveRefusal } from './archive-refusal';
import { crc32 } from './crc32';
import { entryDataStart, type ArchiveWindow, type ZipEntry } from './zip-directory';

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1,032 times, so
 * one push makes at most ~16 MB: a bomb is caught at its declared size plus that, never whole.
 */
const INPUT_PIECE = 16 * 1024;
/** Inflated bytes gathered before they are moved into a Blob (which the browser may keep on disk). */
const OUTPUT_SPILL = 8 * 1024 * 1024;

/** An entry's compressed bytes in small pieces: from the window when they fit in it, else streamed. */
async function* compressedPieces(source: ArchiveWindow, start: number, end: number): AsyncGenerator<Uint8Array> {
  const held = await source.read(start, end);
  const reader = held ? null : source.archive.slice(start, end).stream().getReader();
  for (;;) {
    const chunk = held ?? (await reader!.read()).value;
    if (!chunk) return;
    for (let at = 0; at < chunk.length; at += INPUT_PIECE) yield chunk.subarray(at, at + INPUT_PIECE);
    if (held) return;
  }
}

/** Gathers output chunks into one Blob, moving them out of the JS heap every OUTPUT_SPILL bytes. */
class BlobBuilder {
  private parts: BlobPart[] = [];
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  size = 0;
  crc = 0;

  add(chunk: Uint8Array) {
    this.size += chunk.length;
    this.crc = crc32(chunk, this.crc);
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= OUTPUT_SPILL) this.spill();
  }

  private spill() {
    this.parts = [new Blob([...this.parts, ...(this.pending as BlobPart[])])];
    this.pending = [];
    this.pendingBytes = 0;
  }

  blob(): Blob {
    this.spill();
    return this.parts[0] as Blob;
  }
}

/**
 * One entry's bytes, inflated as a stream in small pieces. An entry that unpacks to more than it
 * declares is stopped there; one that unpacks to less, or is damaged (checksum), is refused too.
 */
export async function inflateEntry(source: ArchiveWindow, entry: ZipEntry): Promise<Blob> {
  const start = await entryDataStart(source, entry);
  const pieces = () => compressedPieces(source, start, start + entry.compressedSize);
  const lie = () => new ArchiveRefusal({ reason: 'entrySizeLie', name: entry.name, size: entry.size });
  const output = new BlobBuilder();
  const take = (chunk: Uint8Array) => {
    output.add(chunk);
    if (output.size > entry.size) throw lie();
  };
  if (entry.method === 0) {
    for await (const piece of pieces()) take(piece);
  } else {
    const inflater = new Inflate((chunk) => take(chunk));
    try {
      for await (const piece of pieces()) inflater.push(piece);
      inflater.push(new Uint8Array(0), true);
    } catch (error) {
      throw error instanceof ArchiveRefusal ? error : new ArchiveRefusal({ reason: 'entryUnreadable', name: entry.name });
    }
  }
  if (output.size !== entry.size) throw lie();
  if (output.crc !== entry.crc32) throw new ArchiveRefusal({ reason: 'entryUnreadable', name: entry.name });
  return output.blob();
}
