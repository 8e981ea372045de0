import { describe, expect, it } from 'vitest';
import { outputFormatFor } from './output-format';

describe('outputFormatFor', () => {
  it('keeps JPEG and the .jpeg spelling', () => {
    expect(outputFormatFor('jpeg', 'Holiday.JPEG')).toMatchObject({ mime: 'image/jpeg', fileName: 'Holiday-resized.jpeg' });
  });
  it('keeps PNG', () => {
    expect(outputFormatFor('png', 'logo.png')).toMatchObject({ mime: 'image/png', fileName: 'logo-resized.png' });
  });
  it('keeps WebP', () => {
    expect(outputFormatFor('webp', 'a.webp')).toMatchObject({ mime: 'image/webp', fileName: 'a-resized.webp' });
  });
  it('follows the bytes, not a wrong extension', () => {
    expect(outputFormatFor('png', 'scan.jpg').fileName).toBe('scan-resized.png');
  });
});
