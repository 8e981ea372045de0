import { describe, expect, it } from 'vitest';
import { outputFormatFor } from './output-format';

describe('outputFormatFor', () => {
  it('keeps JPEG and the .jpeg spelling', () => {
    expect(outputFormatFor('image/jpeg', 'Holiday.JPEG')).toMatchObject({ mime: 'image/jpeg', fileName: 'Holiday-resized.jpeg', opaque: true });
  });
  it('keeps PNG lossless with transparency', () => {
    expect(outputFormatFor('image/png', 'logo.png')).toMatchObject({ mime: 'image/png', quality: undefined, opaque: false, fileName: 'logo-resized.png' });
  });
  it('keeps WebP', () => {
    expect(outputFormatFor('image/webp', 'a.webp')).toMatchObject({ mime: 'image/webp', fileName: 'a-resized.webp' });
  });
  it('trusts the extension when the browser gives no type', () => {
    expect(outputFormatFor('', 'scan.png').mime).toBe('image/png');
  });
});
