import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expandArchive, inflateArchiveEntry, type ExpandEvent } from './expand-archive';
import { storedEntry, writeZip, zerosDeflate } from './testing/zip-writer';

const images = { 'image/png': ['.png'] };
const MB = 1024 ** 2;
let archiveIds = 0;

async function expand(bytes: Uint8Array, maxEntryBytes = 200 * MB) {
  const archive = new File([bytes as BlobPart], 'archive.zip');
  const events: ExpandEvent[] = [];
  await expandArchive({ archive, accept: images, maxEntryBytes }, (event) => events.push(event));
  const entries = events.flatMap((event) => (event.type === 'entries' ? event.entries : []));
  const reports = events.filter((event) => event.type === 'report');
  expect(events.at(-1)).toEqual({ type: 'done' });
  const id = archiveIds++;
  const inflate = (name: string) => inflateArchiveEntry(id, archive, entries.find((entry) => entry.name === name)!);
  return { entries, reports, inflate };
}

describe('expandArchive', () => {
  it('lists the entries the tool takes without inflating them, reports the rest once, and inflates an entry when asked', async () => {
    const pixels = new Uint8Array(5000).map((_, i) => i % 7);
    const { entries, reports, inflate } = await expand(zipSync({ 'trip/a.png': pixels, 'trip/b.png': [pixels, { level: 0 }], 'trip/notes.txt': new Uint8Array(3) }));
    expect(entries.map((entry) => [entry.name, entry.size, entry.method])).toEqual([
      ['trip/a.png', 5000, 8],
      ['trip/b.png', 5000, 0],
    ]);
    expect(reports).toEqual([{ type: 'report', notices: [], rejected: ['trip/notes.txt'] }]);
    expect(new Uint8Array(await (await inflate('trip/b.png')).arrayBuffer())).toEqual(pixels);
    expect(new Uint8Array(await (await inflate('trip/a.png')).arrayBuffer())).toEqual(pixels);
  });

  it('hands 10,000 entries on in a few messages', async () => {
    const events: ExpandEvent[] = [];
    const archive = new File([writeZip(Array.from({ length: 10_000 }, (_, i) => storedEntry(`${i}.png`, new Uint8Array([i & 255])))) as BlobPart], 'many.zip');
    await expandArchive({ archive, accept: images, maxEntryBytes: MB }, (event) => events.push(event));
    const slices = events.flatMap((event) => (event.type === 'entries' ? [event.entries.length] : []));
    expect(slices.reduce((sum, count) => sum + count, 0)).toBe(10_000);
    expect(slices.length).toBeLessThanOrEqual(10);
  });

  it('stops an entry that unpacks to more than it declares soon after the declared size; the next still inflates', async () => {
    const bomb = zerosDeflate(100_000); // 26 MB of zeros declared as 1 KB
    const { inflate } = await expand(writeZip([{ name: 'bomb.png', data: bomb.data, method: 8, size: 1024 }, storedEntry('ok.png', new Uint8Array([1, 2, 3]))]));
    await expect(inflate('bomb.png')).rejects.toMatchObject({ notice: { reason: 'entrySizeLie', name: 'bomb.png', size: 1024 } });
    expect((await inflate('ok.png')).size).toBe(3);
  });

  it('refuses an entry that unpacks to less than it declares, or whose checksum differs', async () => {
    const short = { ...storedEntry('short.png', new Uint8Array(10)), size: 20 };
    const damaged = { ...storedEntry('damaged.png', new Uint8Array(10)), crc: 1 };
    const { inflate } = await expand(writeZip([short, damaged]));
    await expect(inflate('short.png')).rejects.toMatchObject({ notice: { reason: 'entrySizeLie', name: 'short.png', size: 20 } });
    await expect(inflate('damaged.png')).rejects.toMatchObject({ notice: { reason: 'entryUnreadable', name: 'damaged.png' } });
  });

  it('refuses a 4 GB zip64 entry and an unreadable archive from the directory alone', async () => {
    const zip64 = await expand(writeZip([{ name: 'photo.png', data: zerosDeflate(10).data, method: 8, size: 4 * 1024 ** 3, zip64: true }]));
    expect(zip64.entries).toEqual([]);
    expect(zip64.reports).toEqual([{ type: 'report', notices: [{ reason: 'entryTooLarge', name: 'photo.png', size: 4 * 1024 ** 3, limit: 200 * MB }], rejected: [] }]);
    expect((await expand(new TextEncoder().encode('PK but not a zip'))).reports).toEqual([{ type: 'report', notices: [{ reason: 'unreadable' }], rejected: [] }]);
  });
});
