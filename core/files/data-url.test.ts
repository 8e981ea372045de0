import { describe, expect, it } from 'vitest';
import { bytesToDataUrl } from './data-url';

describe('bytesToDataUrl', () => {
  it('encodes every byte value, across slice boundaries, as base64 of the given type', () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 7 }, (_, i) => i % 256);
    const url = bytesToDataUrl(bytes.buffer, 'image/png');
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
