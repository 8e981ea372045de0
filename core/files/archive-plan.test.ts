import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ENTRY_BYTES, MAX_ARCHIVE_BYTES, MAX_BATCH_FILES, planArchive } from './archive-plan';
import type { ZipEntry } from './zip-directory';

const images = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };
const entry = (name: string, size = 10, more: Partial<ZipEntry> = {}): ZipEntry => ({
  name,
  isFolder: name.endsWith('/'),
  encrypted: false,
  method: 8,
  crc32: 0,
  compressedSize: 5,
  size,
  localHeaderOffset: 0,
  lastModified: 0,
  ...more,
});
const names = (entries: ZipEntry[]) => entries.map((e) => e.name);

describe('planArchive', () => {
  it('takes what the tool accepts by name, leaves out folders and system files, and names the rest', () => {
    const plan = planArchive([entry('trip/'), entry('trip/a.JPG'), entry('trip/b.png'), entry('trip/notes.txt'), entry('__MACOSX/trip/._a.JPG'), entry('trip/.DS_Store')], images, DEFAULT_MAX_ENTRY_BYTES);
    expect(names(plan.take)).toEqual(['trip/a.JPG', 'trip/b.png']);
    expect(plan.rejected).toEqual(['trip/notes.txt']);
    expect(plan.notices).toEqual([]);
  });

  it('refuses an entry declared over the per-file limit, and one it cannot open, before inflating; takes the others', () => {
    const plan = planArchive([entry('photo.png', 4 * 1024 ** 3), entry('secret.png', 10, { encrypted: true }), entry('old.png', 10, { method: 12 }), entry('ok.png')], images, DEFAULT_MAX_ENTRY_BYTES);
    expect(names(plan.take)).toEqual(['ok.png']);
    expect(plan.notices).toEqual([
      { reason: 'entryTooLarge', name: 'photo.png', size: 4 * 1024 ** 3, limit: DEFAULT_MAX_ENTRY_BYTES },
      { reason: 'entryUnsupported', name: 'secret.png' },
      { reason: 'entryUnsupported', name: 'old.png' },
    ]);
  });

  it('holds entries to the tool’s own limit when it sets one', () => {
    const plan = planArchive([entry('a.png', 300)], images, 200);
    expect(plan.notices).toEqual([{ reason: 'entryTooLarge', name: 'a.png', size: 300, limit: 200 }]);
  });

  it('refuses the whole archive over the batch’s file count or the unpacked total, taking nothing', () => {
    const many = Array.from({ length: MAX_BATCH_FILES + 1 }, (_, i) => entry(`${i}.png`));
    expect(planArchive(many, images, DEFAULT_MAX_ENTRY_BYTES)).toMatchObject({ take: [], notices: [{ reason: 'tooManyEntries', count: MAX_BATCH_FILES + 1 }] });
    const big = Array.from({ length: 11 }, (_, i) => entry(`${i}.png`, 199 * 1024 ** 2));
    expect(planArchive(big, images, DEFAULT_MAX_ENTRY_BYTES)).toMatchObject({ take: [], notices: [{ reason: 'tooLarge', size: 11 * 199 * 1024 ** 2, limit: MAX_ARCHIVE_BYTES }] });
  });

  it('says what an archive holds when the tool takes none of it (inner ZIPs counted, not opened)', () => {
    const nested = [...Array.from({ length: 16 }, (_, i) => entry(`inner-${i}.zip`)), entry('readme'), entry('a.txt'), entry('b.TXT')];
    expect(planArchive(nested, images, DEFAULT_MAX_ENTRY_BYTES)).toEqual({
      take: [],
      rejected: [],
      notices: [{ reason: 'nothingTaken', kinds: [{ extension: 'ZIP', count: 16 }, { extension: 'TXT', count: 2 }, { extension: '', count: 1 }] }],
    });
    expect(planArchive([entry('folder/')], images, DEFAULT_MAX_ENTRY_BYTES).notices).toEqual([{ reason: 'empty' }]);
  });
});
