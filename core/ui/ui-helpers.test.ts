import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { splitName, uniqueNames, withExtension } from '../files/file-names';
import { formatBytes, formatChange, formatDimensions, formatDuration, sizeChangePercent } from './format';
import { createZip, zipName } from './zip';

describe('file names', () => {
  it('splits base and lower-case extension', () => {
    expect(splitName('photo.final.JPG')).toEqual({ base: 'photo.final', extension: 'jpg' });
    expect(splitName('.hidden')).toEqual({ base: '.hidden', extension: '' });
    expect(splitName('README')).toEqual({ base: 'README', extension: '' });
  });
  it('swaps the extension', () => {
    expect(withExtension('photo.png', 'webp')).toBe('photo.webp');
  });
  it('makes names unique, case-insensitively', () => {
    expect(uniqueNames(['a.jpg', 'A.jpg', 'a.jpg', 'b'])).toEqual(['a.jpg', 'A (2).jpg', 'a (3).jpg', 'b']);
  });
});

describe('format', () => {
  it('formats bytes with sensible precision', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5.00 MB');
    expect(formatBytes(150 * 1024, 'en')).toBe('150 KB');
    expect(formatBytes(-1)).toBe('–');
  });
  it('gives the size change in percent', () => {
    expect(sizeChangePercent(1000, 280)).toBe(-72);
    expect(sizeChangePercent(1000, 1100)).toBe(10);
    expect(formatChange(-72.5, 'en')).toBe('-72.5%');
    expect(formatChange(10, 'en')).toBe('+10%');
    expect(formatChange(-72.5, 'de')).toBe('-72,5%');
    expect(sizeChangePercent(0, 10)).toBe(0);
  });
  it('formats durations and dimensions', () => {
    expect(formatDuration(75.4)).toBe('1:15');
    expect(formatDimensions(640, 480)).toBe('640×480');
    expect(formatDimensions(undefined, 480)).toBeUndefined();
  });
});

describe('createZip', () => {
  it('stores every entry under a unique name', async () => {
    const blob = await createZip([
      { name: 'a.txt', data: 'one' },
      { name: 'a.txt', data: 'two' },
      { name: 'b.bin', data: new Uint8Array([1, 2, 3]) },
    ]);
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(['a (2).txt', 'a.txt', 'b.bin']);
    expect(await zip.file('a (2).txt')!.async('string')).toBe('two');
    expect([...(await zip.file('b.bin')!.async('uint8array'))]).toEqual([1, 2, 3]);
  });
  it('keeps folders and makes names safe: no escaping the archive', async () => {
    const blob = await createZip([
      { name: 'icons/favicon.ico', data: new Uint8Array([1]) },
      { name: '../../etc/passwd', data: 'x' },
      { name: '/abs\\win.txt', data: 'y' },
    ]);
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(Object.keys(zip.files).filter((name) => !zip.files[name].dir).sort()).toEqual(['abs/win.txt', 'etc/passwd', 'icons/favicon.ico']);
    expect(blob.type).toBe('application/zip');
  });
  it('names the archive after the tool and the day', () => {
    expect(zipName('image-resize', new Date('2026-11-23T10:00:00Z'))).toBe('image-resize-2026-11-23.zip');
  });
});
