import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPassiveType, isSvgBlob, MAX_SVG_BYTES, passiveBlob, safeImageUrl, safeObjectUrl, svgToDataUrl } from './safe-image-url';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>parent.hacked = 1</script><rect width="1" height="1"/></svg>';

describe('safe image URLs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps media types and re-types everything that could run as a page', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'IMAGE/GIF', 'video/mp4', 'audio/ogg', 'image/png; charset=x']) {
      expect(isPassiveType(type), type).toBe(true);
    }
    for (const type of ['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/xml', 'text/javascript', 'application/pdf', 'text/plain', '', 'multipart/x-mixed-replace', 'image/svg+xml;charset=utf-8']) {
      expect(isPassiveType(type), type).toBe(false);
      const blob = passiveBlob(new Blob(['<html><script>1</script>'], { type }));
      expect(blob.type).toBe('application/octet-stream');
      expect(await blob.text()).toBe('<html><script>1</script>');
    }
    const png = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    expect(passiveBlob(png)).toBe(png);
  });

  it('makes object URLs only of passive blobs', () => {
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:test';
    });
    safeObjectUrl(new Blob([SVG], { type: 'image/svg+xml' }));
    safeObjectUrl(new Blob(['<p>'], { type: 'text/html' }));
    safeObjectUrl(new Blob([new Uint8Array(4)], { type: 'image/webp' }));
    expect(made.map((blob) => blob.type)).toEqual(['application/octet-stream', 'application/octet-stream', 'image/webp']);
  });

  it('shows SVG through data: URLs, never object URLs', async () => {
    const spy = vi.spyOn(URL, 'createObjectURL');
    const typed = await safeImageUrl(new Blob([SVG], { type: 'image/svg+xml' }));
    const untyped = await safeImageUrl(new File([SVG], 'icon.SVG', { type: '' }));
    expect(spy).not.toHaveBeenCalled();
    for (const made of [typed, untyped]) {
      expect(made!.url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
      expect(decodeURIComponent(made!.url.slice(made!.url.indexOf(',') + 1))).toBe(SVG);
    }
    expect(isSvgBlob(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(false);
  });

  it('encodes every character that would end or break the data: URL', () => {
    const url = svgToDataUrl('<svg a="#"\'%>\n</svg>');
    expect(url.slice(url.indexOf(',') + 1)).not.toMatch(/[#"<>\n]/);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe('<svg a="#"\'%>\n</svg>');
  });

  it('refuses to preview an SVG over the byte cap', async () => {
    const big = new Blob([new Uint8Array(MAX_SVG_BYTES + 1)], { type: 'image/svg+xml' });
    expect(await safeImageUrl(big)).toBeNull();
  });
});
