import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ArchiveRefusal } from './archive-refusal';
import { storedEntry, writeZip } from './testing/zip-writer';
import { MAX_DIRECTORY_RECORDS, readZipDirectory } from './zip-directory';

const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart]);
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ArchiveRefusal ? error.notice : error),
  );

describe('readZipDirectory', () => {
  it('lists what a ZIP tool wrote (names, methods, sizes, folders) from the directory alone', async () => {
    const archive = zipSync({ 'trip/a.png': new Uint8Array(1000), 'trip/notes.txt': [new TextEncoder().encode('hi'), { level: 0 }], 'trip/empty/': new Uint8Array(0) });
    const entries = await readZipDirectory(blob(archive));
    expect(entries.map(({ name, method, size, isFolder }) => ({ name, method, size, isFolder }))).toEqual([
      { name: 'trip/a.png', method: 8, size: 1000, isFolder: false },
      { name: 'trip/notes.txt', method: 0, size: 2, isFolder: false },
      { name: 'trip/empty/', method: 8, size: 0, isFolder: true },
    ]);
    expect(entries[0].compressedSize).toBeLessThan(100);
  });

  it('reads the size a zip64 entry declares (4 GB behind saturated 32-bit fields)', async () => {
    const [entry] = await readZipDirectory(blob(writeZip([{ name: 'photo.png', data: new Uint8Array(8), method: 8, size: 4 * 1024 ** 3, zip64: true }])));
    expect(entry).toMatchObject({ name: 'photo.png', size: 4 * 1024 ** 3, compressedSize: 8 });
  });

  it('refuses an archive declaring more records than a batch could ever take, before reading its directory', async () => {
    const entries = Array.from({ length: MAX_DIRECTORY_RECORDS + 1 }, (_, i) => storedEntry(`${i}.png`));
    expect(await refusalOf(readZipDirectory(blob(writeZip(entries))))).toEqual({ reason: 'tooManyEntries', count: MAX_DIRECTORY_RECORDS + 1 });
  });

  it('refuses what is not a ZIP, a truncated one and a directory that claims more records than it holds', async () => {
    const good = writeZip([storedEntry('a.png', new Uint8Array([1, 2, 3]))]);
    const lyingCount = good.slice();
    new DataView(lyingCount.buffer).setUint16(lyingCount.length - 12, 5000, true);
    for (const bytes of [new TextEncoder().encode('not a zip'), good.slice(0, good.length - 30), lyingCount]) {
      expect(await refusalOf(readZipDirectory(blob(bytes)))).toEqual({ reason: 'unreadable' });
    }
  });
});
