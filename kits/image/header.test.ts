import { describe, expect, it } from 'vitest';
import { readImageHeader, sniffFormat } from './header';
import { checkDecodedSize, inspectImage, MAX_PIXELS } from './limits';
import { encodeGif } from './gif';
import { syntheticPhoto } from './testing/synthetic';

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** A PNG with only a header chunk and an end chunk: enough for the header reader. */
const pngHeader = (width: number, height: number, end = true) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(width), be32(height), [8, 6, 0, 0, 0], be32(0), ...(end ? [be32(0), 'IEND', be32(0)] : []));
const jpegHeader = (width: number, height: number) =>
  bytes([0xff, 0xd8], [0xff, 0xe0], [0, 16], 'JFIF', new Array(10).fill(0), [0xff, 0xc0, 0, 17, 8], [height >> 8, height & 255, width >> 8, width & 255], new Array(12).fill(0), [0xff, 0xd9]);

describe('readImageHeader', () => {
  it('reads PNG, JPEG, BMP, WebP, ICO and SVG sizes from their headers', () => {
    expect(readImageHeader(pngHeader(640, 480))).toMatchObject({ format: 'png', width: 640, height: 480, animated: false });
    expect(readImageHeader(jpegHeader(1920, 1080))).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
    expect(readImageHeader(bytes('BM', new Array(12).fill(0), le32(40), le32(300), le32(-200 >>> 0)))).toMatchObject({ format: 'bmp', width: 300, height: 200 });
    const vp8x = bytes('RIFF', le32(30), 'WEBP', 'VP8X', le32(10), [0x02, 0, 0, 0], [0xff, 0x0f, 0], [0x37, 0x04, 0]);
    expect(readImageHeader(vp8x)).toMatchObject({ format: 'webp', width: 4096, height: 1080, animated: true });
    const vp8l = bytes('RIFF', le32(30), 'WEBP', 'VP8L', le32(10), [0x2f], le32((99 << 14) | 199));
    expect(readImageHeader(vp8l)).toMatchObject({ format: 'webp', width: 200, height: 100 });
    const ico = bytes([0, 0, 1, 0, 2, 0], [16, 16], new Array(14).fill(0), [0, 0], new Array(14).fill(0));
    expect(readImageHeader(ico)).toMatchObject({ format: 'ico', width: 256, height: 256 });
    const svg = new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 16"></svg>');
    expect(readImageHeader(svg)).toMatchObject({ format: 'svg', width: 24, height: 16 });
  });

  it('reads a real GIF and counts it as one frame', () => {
    const gif = new Uint8Array(encodeGif(syntheticPhoto(20, 10)));
    expect(readImageHeader(gif)).toMatchObject({ format: 'gif', width: 20, height: 10, animated: false });
  });

  it('does not take random bytes or text for an image', () => {
    const random = new Uint8Array(2048).map((_, i) => (i * 7919 + 13) % 251);
    expect(sniffFormat(random)).toBeNull();
    expect(sniffFormat(new TextEncoder().encode('Hello, this is a text file.\n'))).toBeNull();
  });
});

describe('JPEG markers without a length (issue 17: a fake SOF must not hide the real one)', () => {
  const sof = (width: number, height: number) => [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, ...new Array(12).fill(0)];
  /** An APP1 segment whose payload holds a fake 1×1 frame header. */
  const fakeApp = [0xff, 0xe1, 0, 2 + 21, ...sof(1, 1)];
  const end = [0xff, 0xd9];

  it.each([
    ['RST0', [0xff, 0xd0]],
    ['RST7', [0xff, 0xd7]],
    ['TEM', [0xff, 0x01]],
    ['a second SOI', [0xff, 0xd8]],
    ['a stuffed FF00', [0xff, 0x00]],
  ])('%s right after SOI is skipped, so the fake SOF stays inside its APP segment', (_name, marker) => {
    const file = bytes([0xff, 0xd8], marker, fakeApp, sof(12000, 12000), end);
    expect(readImageHeader(file)).toMatchObject({ format: 'jpeg', width: 12000, height: 12000 });
    expect(() => inspectImage(file)).toThrow(expect.objectContaining({ key: 'errors.tooLarge' }));
  });

  it('a scan or end marker before any frame header is no image', () => {
    expect(readImageHeader(bytes([0xff, 0xd8], [0xff, 0xd9], sof(1, 1), end))).toBeNull();
    expect(readImageHeader(bytes([0xff, 0xd8], [0xff, 0xda, 0, 2], sof(1, 1), end))).toBeNull();
  });
});

describe('checkDecodedSize', () => {
  it('refuses what a decoder produced over the limit and releases it', () => {
    let closed = false;
    const bitmap = { width: 12000, height: 12000, close: () => (closed = true) };
    expect(() => checkDecodedSize(bitmap)).toThrow(expect.objectContaining({ key: 'errors.tooLarge' }));
    expect(closed).toBe(true);
    expect(checkDecodedSize({ width: 10000, height: 10000 }).width).toBe(10000);
  });
});

describe('inspectImage', () => {
  it('an image declaring no pixels is undecodable; an SVG without a declared size is fine', () => {
    expect(() => inspectImage(pngHeader(0, 100))).toThrow(expect.objectContaining({ key: 'errors.decode' }));
    expect(inspectImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 0"/>'))).toMatchObject({ format: 'svg' });
  });

  it('refuses 30000×30000 before decoding', () => {
    expect(30000 * 30000).toBeGreaterThan(MAX_PIXELS);
    expect(() => inspectImage(pngHeader(30000, 30000))).toThrow(expect.objectContaining({ key: 'errors.tooLarge' }));
  });

  it('accepts 10000×10000 (exactly the limit)', () => {
    expect(inspectImage(pngHeader(10000, 10000)).width).toBe(10000);
  });

  it('names empty, non-image and truncated files', () => {
    expect(() => inspectImage(new Uint8Array())).toThrow(expect.objectContaining({ key: 'errors.empty' }));
    expect(() => inspectImage(new TextEncoder().encode('not an image'))).toThrow(expect.objectContaining({ key: 'errors.notAnImage' }));
    expect(() => inspectImage(pngHeader(10, 10, false))).toThrow(expect.objectContaining({ key: 'errors.truncated' }));
    expect(() => inspectImage(jpegHeader(10, 10).subarray(0, 12))).toThrow(expect.objectContaining({ key: 'errors.truncated' }));
    const gif = new Uint8Array(encodeGif(syntheticPhoto(20, 10)));
    expect(() => inspectImage(gif.subarray(0, gif.length - 20))).toThrow(expect.objectContaining({ key: 'errors.truncated' }));
  });
});

describe('HEIC/HEIF sniffing', () => {
  const ftyp = (major: string, ...compatible: string[]) => bytes(be32(16 + 4 * compatible.length), 'ftyp', major, be32(0), ...compatible);
  const ispe = (width: number, height: number) => bytes(be32(20), 'ispe', be32(0), be32(width), be32(height));
  const file = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

  it('knows the HEIF brands, by major or compatible brand, and leaves AVIF to AVIF', () => {
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'hevc']) expect(sniffFormat(ftyp(brand))).toBe('heic');
    expect(sniffFormat(ftyp('abcd', 'mif1', 'heic'))).toBe('heic');
    expect(sniffFormat(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(sniffFormat(ftyp('mp42', 'isom'))).toBeNull();
  });

  it('reads the largest declared size and tells an image sequence', () => {
    const mdat = bytes(be32(8), 'mdat');
    expect(readImageHeader(file(ftyp('heic', 'mif1'), ispe(512, 512), ispe(4032, 3024), mdat))).toMatchObject({ format: 'heic', width: 4032, height: 3024, animated: false });
    expect(readImageHeader(file(ftyp('msf1', 'heic'), ispe(640, 480), mdat))).toMatchObject({ animated: true });
  });

  it('refuses a file whose boxes run past its end, and a size over the limit, before decoding', () => {
    const whole = file(ftyp('heic', 'mif1'), ispe(640, 480), bytes(be32(16), 'mdat', be32(1), be32(2)));
    expect(inspectImage(whole)).toMatchObject({ format: 'heic', width: 640, height: 480 });
    expect(() => inspectImage(whole.subarray(0, whole.length - 3))).toThrow(expect.objectContaining({ key: 'errors.truncated' }));
    const huge = file(ftyp('heic', 'mif1'), ispe(60000, 60000), bytes(be32(8), 'mdat'));
    expect(() => inspectImage(huge)).toThrow(expect.objectContaining({ key: 'errors.tooLarge' }));
  });
});
