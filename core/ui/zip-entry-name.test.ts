import { describe, expect, it } from 'vitest';
import { MAX_SEGMENT_LENGTH, safeSegment, safeZipPath } from './zip-entry-name';

describe('safeZipPath', () => {
  it.each([
    ['../../evil.webp', 'evil.webp'],
    ['/etc/passwd', 'passwd'],
    ['C:\\Windows\\System32\\evil.png', 'evil.png'],
    ['..\\..\\evil.png', 'evil.png'],
    ['folder/../../x.jpg', 'x.jpg'],
    ['invoice\u202Egpj.exe', 'invoicegpj.exe'],
    ['a\u2066b\u2069c\u200f.png', 'abc.png'],
    ['tab\there\nnew\u0000line.png', 'tabherenewline.png'],
    ['.htaccess', 'htaccess'],
    ['...', 'file'],
    ['', 'file'],
    ['   ', 'file'],
    ['name. . .', 'name'],
    ['CON', '_CON'],
    ['con.txt', '_con.txt'],
    ['LPT1.tar.gz', '_LPT1.tar.gz'],
    ['COM¹.png', '_COM¹.png'],
    ['console.png', 'console.png'],
    ['what?<>|"*:.png', 'what_______.png'],
    ['<img src=x onerror=alert(1)>.png', '_img src=x onerror=alert(1)_.png'],
    ['photo (2).jpg', 'photo (2).jpg'],
    ['照片 №1.jpg', '照片 №1.jpg'],
  ])('%j → %j', (input, expected) => {
    expect(safeZipPath(input)).toBe(expected);
  });

  it('keeps folders as safe relative segments', () => {
    expect(safeZipPath('icon.png', 'icons/apple')).toBe('icons/apple/icon.png');
    expect(safeZipPath('a.png', '../../../etc')).toBe('etc/a.png');
    expect(safeZipPath('a.png', '\\\\server\\share\\')).toBe('server/share/a.png');
    expect(safeZipPath('a.png', 'AUX')).toBe('_AUX/a.png');
  });

  it('shortens 300-character names and keeps the extension', () => {
    const name = safeZipPath(`${'a'.repeat(300)}.jpeg`);
    expect([...name].length).toBe(MAX_SEGMENT_LENGTH);
    expect(name.endsWith('.jpeg')).toBe(true);
    const wide = safeSegment('😀'.repeat(300));
    expect([...wide].length).toBe(MAX_SEGMENT_LENGTH);
    expect(encodeURIComponent(wide)).toBeTruthy(); // throws on a lone surrogate
  });

  it('never yields an absolute, parent or empty segment', () => {
    const nasty = ['..', '.', '/', '\\', '//x', 'a/./b', ' .. ', '\u202E..', 'C:', 'c:x'];
    for (const input of nasty) {
      const path = safeZipPath(input, input);
      for (const segment of path.split('/')) {
        expect(segment, `${JSON.stringify(input)} → ${path}`).not.toMatch(/^$|^\.+$|[:\\]/);
      }
      expect(path.startsWith('/')).toBe(false);
    }
  });
});
