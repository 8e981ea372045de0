import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { describeImport } from './import-notice';

const t = (() => {
  const instance = i18next.createInstance();
  void instance.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, initAsync: false });
  return instance.t;
})();

describe('describeImport', () => {
  it('gives each archive refusal its reason, with sizes and counts in the interface language', () => {
    const { title, message } = describeImport(
      {
        archive: 'archive.zip',
        notices: [
          { reason: 'tooManyEntries', count: 100_000 },
          { reason: 'entryTooLarge', name: 'photo.png', size: 4 * 1024 ** 3, limit: 200 * 1024 ** 2 },
          { reason: 'nothingTaken', kinds: [{ extension: 'ZIP', count: 16 }, { extension: '', count: 1 }] },
        ],
        rejected: [],
      },
      t,
      'en',
      'PNG',
    );
    expect(title).toBe('Some files were not added');
    expect(message.split('\n')).toEqual([
      'archive.zip: 100,000 entries — a batch takes 10,000',
      'photo.png in archive.zip would unpack to 4.00 GB, over the 200 MB limit',
      'archive.zip holds no file this tool takes: 16 ZIP files, 1 file without an extension',
      'ZIP files inside a ZIP are not opened.',
    ]);
  });

  it('names the first five rejected files and counts the rest', () => {
    const rejected = Array.from({ length: 20_000 }, (_, i) => `${i}.txt`);
    const { title, message } = describeImport({ notices: [], rejected }, t, 'en', 'PNG, JPG');
    expect(title).toBe('File type not supported');
    expect(message).toBe('0.txt, 1.txt, 2.txt, 3.txt, 4.txt, and 19,995 more cannot be used here. Accepted: PNG, JPG');
  });
});
