import { expect, openRoute, test } from '../e2e/fixtures';
import { nodeCodecs, uploadFiles, waitForRows } from '../e2e/image-helpers';
import { plainPng, pngChunk, trapSprung } from './hostile';

/**
 * Malformed image headers (issue 17): zero, huge and "negative" (high-bit) sizes, cut-off chunks,
 * an empty ICO, a GIF asking for 65535², a BMP 2^31 wide and a JPEG with a broken EXIF block. Each
 * fails on its own row with a cause a person can read (never "unknown", never a hang or a crash),
 * no allocation happens before the size check (the worker survives), and a good file in the same
 * batch still comes out. 9 hostile files.
 */
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
const ihdr = (width: number, height: number) => pngChunk('IHDR', Buffer.concat([u32(width), u32(height), Buffer.from([8, 6, 0, 0, 0])]));
const pngWith = (width: number, height: number) => Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IEND', new Uint8Array())]);

function gif(width: number, height: number): Buffer {
  const b = Buffer.from('GIF89a\0\0\0\0\0\0\0;', 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

function bmp(width: number, height: number): Buffer {
  const b = Buffer.alloc(54);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(54, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  return b;
}

/** The start of an AVIF: its file type, then an 'ispe' property giving the picture's size. */
function avif(width: number, height: number): Buffer {
  const ftyp = Buffer.concat([u32(20), Buffer.from('ftypavif', 'latin1'), u32(0), Buffer.from('avif', 'latin1')]);
  const ispe = Buffer.concat([u32(20), Buffer.from('ispe', 'latin1'), u32(0), u32(width), u32(height)]);
  return Buffer.concat([ftyp, ispe, Buffer.alloc(16)]);
}

/** A JPEG whose APP1 Exif block points its IFD far outside the file. */
function jpegWithBrokenExif(): Buffer {
  const exif = Buffer.concat([Buffer.from('Exif\0\0MM\0*', 'latin1'), u32(0x7ffffff0), Buffer.from([0xff, 0xff])]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.from([(exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, Buffer.from([0xff, 0xd9])]);
}

test.beforeAll(async () => {
  await nodeCodecs();
});

test('malformed image headers fail alone with a readable cause; the good file comes out', async ({ page }) => {
  const good = await plainPng(48, 32);
  const hostile = [
    { name: 'zero-width.png', buffer: pngWith(0, 100) },
    { name: 'huge.png', buffer: pngWith(30000, 30000) },
    { name: 'high-bit.png', buffer: pngWith(0x80000001, 0x80000001) },
    { name: 'cut-off.png', buffer: good.subarray(0, 40) },
    { name: 'huge.gif', buffer: gif(65535, 65535) },
    { name: 'wide.bmp', buffer: bmp(0x7fffffff, -10) },
    { name: 'empty.ico', buffer: Buffer.from([0, 0, 1, 0, 0, 0]) },
    { name: 'exif.jpg', buffer: jpegWithBrokenExif() },
    { name: 'zero.gif', buffer: gif(0, 0) },
    { name: 'huge.avif', buffer: avif(60000, 60000) },
    { name: 'zero.avif', buffer: avif(0, 0) },
    { name: 'cut-off.avif', buffer: avif(64, 64).subarray(0, 24) },
  ];
  await openRoute(page, '/image/image-converter');
  await uploadFiles(page, [...hostile.map((file) => ({ ...file, mimeType: 'application/octet-stream' })), { name: 'good.png', mimeType: 'image/png', buffer: good }]);
  await waitForRows(page, hostile.length + 1);
  await expect(page.locator('[data-testid="result-row"][data-name="good.png"]')).toHaveAttribute('data-status', 'done');
  for (const { name } of hostile) {
    const row = page.locator(`[data-testid="result-row"][data-name="${name}"]`);
    await expect(row, name).toHaveAttribute('data-status', 'failed');
    await expect(row.getByTestId('row-error'), name).toHaveText(/too large|incomplete|not an image|could not be decoded|not valid|supported format|empty/i);
  }
  expect(await trapSprung(page)).toBeNull();
});
