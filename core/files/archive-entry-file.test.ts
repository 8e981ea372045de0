import { describe, expect, it, vi } from 'vitest';
import { ProcessingError } from '../processing/errors';
import { ArchiveEntryFile, isArchiveEntry, openFile } from './archive-entry-file';
import { expandArchive, inflateArchiveEntry, type ExpandEvent } from './expand-archive';
import { storedEntry, writeZip } from './testing/zip-writer';
import type { ZipEntry } from './zip-directory';

const inflated: string[] = [];
// The worker's own code, run here: what the page would ask of it is counted.
vi.mock('./inflate-in-worker', () => ({
  inflateInWorker: (archiveId: number, archive: File, entry: ZipEntry) => {
    inflated.push(entry.name);
    return inflateArchiveEntry(archiveId, archive, entry);
  },
}));

async function entryFilesOf(bytes: Uint8Array): Promise<ArchiveEntryFile[]> {
  const archive = new File([bytes as BlobPart], 'photos.zip', { type: 'application/zip' });
  const events: ExpandEvent[] = [];
  await expandArchive({ archive, accept: { 'image/png': ['.png'] }, maxEntryBytes: 1024 ** 2 }, (event) => events.push(event));
  const entries = events.flatMap((event) => (event.type === 'entries' ? event.entries : []));
  return entries.map((entry) => new ArchiveEntryFile(1, archive, entry, entry.name.split('/').pop()!, 'image/png'));
}

describe('ArchiveEntryFile', () => {
  it('stands for each of 1,000 entries with its declared size and inflates one only when it is opened', async () => {
    inflated.length = 0;
    const content = (i: number) => new Uint8Array(100 + (i % 50)).fill(i & 255);
    const files = await entryFilesOf(writeZip(Array.from({ length: 1000 }, (_, i) => storedEntry(`photos/${i}.png`, content(i)))));
    expect(files.length).toBe(1000);
    expect([files[7].name, files[7].type, files[7].size, isArchiveEntry(files[7])]).toEqual(['7.png', 'image/png', 107, true]);
    expect(inflated).toEqual([]);

    const opened = await openFile(files[500]);
    expect(opened).toBeInstanceOf(File);
    expect([opened.name, opened.type, opened.size]).toEqual(['500.png', 'image/png', 100]);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(content(500));
    expect(new Uint8Array(await files[999].arrayBuffer())).toEqual(content(999));
    expect(inflated).toEqual(['photos/500.png', 'photos/999.png']);
  });

  it('fails a damaged entry with the reason its row shows, and leaves other files as they are', async () => {
    const [damaged] = await entryFilesOf(writeZip([{ ...storedEntry('bad.png', new Uint8Array(10)), crc: 1 }]));
    const error = await openFile(damaged).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProcessingError);
    expect(error).toMatchObject({ key: 'upload.archive.entryUnreadable', params: { name: 'bad.png', archive: 'photos.zip' } });
    const loose = new File(['x'], 'a.png');
    expect(await openFile(loose)).toBe(loose);
    expect(() => damaged.slice()).toThrow();
  });
});
