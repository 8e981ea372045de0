import { describe, expect, it } from 'vitest';
import type { ExpandEvent, ExpandRequest } from './expand-archive';
import { FILES_PER_TASK, importFiles, type ImportReport } from './import-files';

const images = { 'image/png': ['.png'] };
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

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
    const inner = png('a.png');
    const open = async (request: ExpandRequest, onEvent: (event: ExpandEvent) => void) => {
      requests.push(request);
      onEvent({ type: 'report', notices: [{ reason: 'empty' }], rejected: ['b.txt'] });
      onEvent({ type: 'files', files: [inner] });
      onEvent({ type: 'done' });
    };
    const taken: File[] = [];
    const reports: ImportReport[] = [];
    const archive = new File(['PK'], 'photos.zip', { type: 'application/zip' });
    await importFiles([archive], { accept: images, maxFileBytes: 1000 }, (files) => taken.push(...files), (report) => reports.push(report), open);
    expect(requests).toEqual([{ archive, accept: images, maxEntryBytes: 1000 }]);
    expect(taken).toEqual([inner]);
    expect(reports).toEqual([{ archive: 'photos.zip', notices: [{ reason: 'empty' }], rejected: ['photos.zip/b.txt'] }]);
    await importFiles([archive], { accept: images }, () => undefined, () => undefined, open);
    expect(requests[1].maxEntryBytes).toBe(200 * 1024 ** 2);
  });

  it('keeps a ZIP whole for a tool that takes ZIPs', async () => {
    const taken: File[] = [];
    const archive = new File(['PK'], 'site.zip', { type: 'application/zip' });
    await importFiles([archive], { accept: { 'application/zip': ['.zip'] } }, (files) => taken.push(...files), () => undefined, () => Promise.reject(new Error('opened')));
    expect(taken).toEqual([archive]);
  });
});
