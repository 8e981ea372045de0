import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expandArchive, type ExpandEvent } from './expand-archive';
import { storedEntry, writeZip, zerosDeflate } from './testing/zip-writer';

const images = { 'image/png': ['.png'] };
const MB = 1024 ** 2;

async function expand(bytes: Uint8Array, maxEntryBytes = 200 * MB) {
  const events: ExpandEvent[] = [];
  await expandArchive({ archive: new File([bytes as BlobPart], 'archive.zip'), accept: images, maxEntryBytes }, (event) => events.push(event));
  const files = events.flatMap((event) => (event.type === 'files' ? event.files : []));
  const reports = events.filter((event) => event.type === 'report');
  expect(events.at(-1)).toEqual({ type: 'done' });
  return { files, reports };
}

describe('expandArchive', () => {
  it('inflates the entries the tool takes into files with their type, and reports the rest once', async () => {
    const pixels = new Uint8Array(5000).map((_, i) => i % 7);
    const { files, reports } = await expand(zipSync({ 'trip/a.png': pixels, 'trip/b.png': [pixels, { level: 0 }], 'trip/notes.txt': new Uint8Array(3) }));
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([
      ['a.png', 'image/png', 5000],
      ['b.png', 'image/png', 5000],
    ]);
    expect(new Uint8Array(await files[0].arrayBuffer())).toEqual(pixels);
    expect(reports).toEqual([{ type: 'report', notices: [], rejected: ['trip/notes.txt'] }]);
  });

  it('stops an entry that unpacks to more than it declares soon after the declared size, and takes the next', async () => {
    const bomb = zerosDeflate(100_000); // 26 MB of zeros declared as 1 KB
    const archive = writeZip([{ name: 'bomb.png', data: bomb.data, method: 8, size: 1024 }, storedEntry('ok.png', new Uint8Array([1, 2, 3]))]);
    const { files, reports } = await expand(archive);
    expect(files.map((file) => file.name)).toEqual(['ok.png']);
    expect(reports).toEqual([{ type: 'report', notices: [{ reason: 'entrySizeLie', name: 'bomb.png', size: 1024 }], rejected: [] }]);
  });

  it('refuses an entry that unpacks to less than it declares, or whose checksum differs', async () => {
    const short = { ...storedEntry('short.png', new Uint8Array(10)), size: 20 };
    const damaged = { ...storedEntry('damaged.png', new Uint8Array(10)), crc: 1 };
    const { files, reports } = await expand(writeZip([short, damaged]));
    expect(files).toEqual([]);
    expect(reports.at(-1)).toEqual({
      type: 'report',
      notices: [
        { reason: 'entrySizeLie', name: 'short.png', size: 20 },
        { reason: 'entryUnreadable', name: 'damaged.png' },
      ],
      rejected: [],
    });
  });

  it('refuses a 4 GB zip64 entry and an unreadable archive without inflating anything', async () => {
    const zip64 = await expand(writeZip([{ name: 'photo.png', data: zerosDeflate(10).data, method: 8, size: 4 * 1024 ** 3, zip64: true }]));
    expect(zip64.files).toEqual([]);
    expect(zip64.reports).toEqual([{ type: 'report', notices: [{ reason: 'entryTooLarge', name: 'photo.png', size: 4 * 1024 ** 3, limit: 200 * MB }], rejected: [] }]);
    expect((await expand(new TextEncoder().encode('PK but not a zip'))).reports).toEqual([{ type: 'report', notices: [{ reason: 'unreadable' }], rejected: [] }]);
  });
});
