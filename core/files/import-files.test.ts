import { describe, expect, it, vi } from 'vitest';
import { isArchiveEntry } from './archive-entry-file';
import type { ExpandEvent, ExpandRequest } from './expand-archive';
import { FILES_PER_TASK, importFiles, type ImportReport } from './import-files';
import type { ZipEntry } from './zip-directory';

const opened: string[] = [];
// The inflating worker stands in: an entry named "damaged" fails, the others unpack to one byte.
vi.mock('./inflate-in-worker', () => ({
  inflateInWorker: async (_archiveId: number, _archive: File, entry: ZipEntry) => {
    opened.push(entry.name);
    if (entry.name.includes('damaged')) throw { reason: 'entryUnreadable', name: entry.name };
    return new Blob(['x']);
  },
}));

const images = { 'image/png': ['.png'] };
const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const entry = (name: string, size = 1): ZipEntry => ({ name, isFolder: false, encrypted: false, method: 0, crc32: 0, compressedSize: size, size, localHeaderOffset: 0, lastModified: 0 });
const archiveSaying = (events: ExpandEvent[]) => async (_request: ExpandRequest, onEvent: (event: ExpandEvent) => void) => events.forEach(onEvent);

describe('importFiles', () => {
  it('hands loose files on a slice at a time and names the ones the tool does not take', async () => {
    const slices: File[][] = [];
    const reports: ImportReport[] = [];
    const photos = Array.from({ length: FILES_PER_TASK * 2 + 1 }, (_, i) => png(`${i}.png`));
    await importFiles([...photos, new File(['x'], 'notes.txt')], { accept: images }, (files) => slices.push(files), (report) => reports.push(report));
    expect(slices.map((slice) => slice.length)).toEqual([FILES_PER_TASK, FILES_PER_TASK, 1]);
    expect(reports).toEqual([{ notices: [], rejected: ['notes.txt'] }]);
  });

  it('opens an archive with the tool’s per-file limit (or the default) and reports what it says under the archive’s name', async () => {
    const requests: ExpandRequest[] = [];
    const open = async (request: ExpandRequest, onEvent: (event: ExpandEvent) => void) => {
      requests.push(request);
      onEvent({ type: 'report', notices: [{ reason: 'empty' }], rejected: ['b.txt'] });
      onEvent({ type: 'entries', entries: [entry('trip/a.png')] });
      onEvent({ type: 'done' });
    };
    const taken: File[] = [];
    const reports: ImportReport[] = [];
    const archive = new File(['PK'], 'photos.zip', { type: 'application/zip' });
    await importFiles([archive], { accept: images, maxFileBytes: 1000 }, (files) => taken.push(...files), (report) => reports.push(report), open);
    expect(requests).toEqual([{ archive, accept: images, maxEntryBytes: 1000 }]);
    expect(taken.map((file) => [file.name, file.type, file.size, isArchiveEntry(file)])).toEqual([['a.png', 'image/png', 1, false]]);
    expect(reports).toEqual([{ archive: 'photos.zip', notices: [{ reason: 'empty' }], rejected: ['photos.zip/b.txt'] }]);
    await importFiles([archive], { accept: images }, () => undefined, () => undefined, open);
    expect(requests[1].maxEntryBytes).toBe(200 * 1024 ** 2);
  });

  it('names an archive whose worker could not start and still opens the next one', async () => {
    const reports: ImportReport[] = [];
    const taken: string[] = [];
    const open = async ({ archive }: ExpandRequest, onEvent: (event: ExpandEvent) => void) => {
      if (archive.name === 'first.zip') throw new DOMException('Refused to create a worker', 'SecurityError');
      onEvent({ type: 'entries', entries: [entry('a.png')] });
      onEvent({ type: 'done' });
    };
    const zip = (name: string) => new File(['PK'], name, { type: 'application/zip' });
    await importFiles([zip('first.zip'), zip('second.zip')], { accept: images }, (files) => taken.push(...files.map((file) => file.name)), (report) => reports.push(report), open);
    expect(reports).toEqual([{ archive: 'first.zip', notices: [{ reason: 'unreadable' }], rejected: [] }]);
    expect(taken).toEqual(['a.png']);
  });

  it('keeps a ZIP whole for a tool that takes ZIPs', async () => {
    const taken: File[] = [];
    const archive = new File(['PK'], 'site.zip', { type: 'application/zip' });
    await importFiles([archive], { accept: { 'application/zip': ['.zip'] } }, (files) => taken.push(...files), () => undefined, () => Promise.reject(new Error('opened')));
    expect(taken).toEqual([archive]);
  });

  it('hands a batch 10,000 entries a slice per task, not inflated, with the sizes they declare', async () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => entry(`photos/${i}.png`, 1000 + i));
    const slices: File[][] = [];
    opened.length = 0;
    const archive = new File(['PK'], 'photos.zip', { type: 'application/zip' });
    await importFiles([archive], { accept: images, opensEntries: true }, (files) => slices.push(files), () => undefined, archiveSaying([{ type: 'entries', entries }, { type: 'done' }]));
    expect(slices.map((slice) => slice.length)).toEqual(Array.from({ length: 10_000 / FILES_PER_TASK }, () => FILES_PER_TASK));
    const files = slices.flat();
    expect(files.every(isArchiveEntry)).toBe(true);
    expect([files[0].name, files[0].type, files[0].size, files[9999].name, files[9999].size]).toEqual(['0.png', 'image/png', 1000, '9999.png', 10_999]);
    expect(opened).toEqual([]);
  });

  it('inflates each entry before handing it to a taker that does not open them, and names the damaged ones', async () => {
    const taken: File[] = [];
    const reports: ImportReport[] = [];
    const archive = new File(['PK'], 'photos.zip', { type: 'application/zip' });
    const events: ExpandEvent[] = [{ type: 'entries', entries: [entry('a.png'), entry('x/damaged.png'), entry('b.png')] }, { type: 'done' }];
    await importFiles([archive], { accept: images }, (files) => taken.push(...files), (report) => reports.push(report), archiveSaying(events));
    expect(taken.map((file) => [file.name, isArchiveEntry(file)])).toEqual([
      ['a.png', false],
      ['b.png', false],
    ]);
    expect(reports).toEqual([{ archive: 'photos.zip', notices: [{ reason: 'entryUnreadable', name: 'x/damaged.png' }], rejected: [] }]);
  });
});
