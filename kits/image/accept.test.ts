import { describe, expect, it } from 'vitest';
import { acceptImages } from './accept';

describe('acceptImages', () => {
  it('maps each format to its MIME type and extensions, in the order given', () => {
    expect(acceptImages('jpeg', 'png', 'ico', 'svg')).toEqual({
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
      'image/x-icon': ['.ico'],
      'image/svg+xml': ['.svg'],
    });
    expect(Object.keys(acceptImages('webp', 'avif', 'gif', 'bmp'))).toEqual(['image/webp', 'image/avif', 'image/gif', 'image/bmp']);
  });
});
