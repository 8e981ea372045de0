import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { expandArchives } from './expand-archives';

const images = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

describe('expandArchives', () => {
  it('takes the accepted files out of a ZIP (folders flattened, hidden entries skipped) and keeps loose files', async () => {
    const zip = new JSZip();
    zip.file('holiday/a.jpg', new Uint8Array([1]));
    zip.file('holiday/deeper/b.PNG', new Uint8Array([2]));
    zip.file('holiday/notes.txt', 'x');
    zip.file('__MACOSX/holiday/._a.jpg', 'x');
    zip.file('.DS_Store', 'x');
    const archive = new File([await zip.generateAsync({ type: 'blob' })], 'photos.zip', { type: 'application/zip' });
    const loose = new File([new Uint8Array([3])], 'c.png', { type: 'image/png' });
    const { accepted, rejected } = await expandArchives([archive, loose], images);
    expect(accepted.map((file) => [file.name, file.type, file.size])).toEqual([
      ['a.jpg', 'image/jpeg', 1],
      ['b.PNG', 'image/png', 1],
      ['c.png', 'image/png', 1],
    ]);
    expect(rejected).toEqual(['photos.zip/holiday/notes.txt']);
  });

  it('rejects a file that is not accepted, and a broken archive, by name', async () => {
    const { accepted, rejected } = await expandArchives([new File(['x'], 'a.txt', { type: 'text/plain' }), new File(['not a zip'], 'bad.zip')], images);
    expect(accepted).toEqual([]);
    expect(rejected).toEqual(['a.txt', 'bad.zip']);
  });
});
