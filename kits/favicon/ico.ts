/** One image of an ICO file: its square side in pixels and its PNG bytes. */
export interface IcoImage {
  size: number;
  png: Uint8Array;
}

export interface IcoEntry {
  width: number;
  height: number;
  bitCount: number;
  data: Uint8Array;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return PNG_MAGIC.every((byte, index) => bytes[index] === byte);
}

/**
 * Writes a Windows ICO container (ICONDIR + one ICONDIRENTRY per image) with PNG-compressed
 * entries, which every browser and Windows since Vista read. Sizes 1–256; 256 is written as 0.
 */
export function writeIco(images: IcoImage[]): Uint8Array {
  if (!images.length || images.length > 0xffff) throw new RangeError('An ICO holds 1 to 65535 images');
  const total = HEADER_BYTES + ENTRY_BYTES * images.length + images.reduce((sum, image) => sum + image.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type 1 = icon
  view.setUint16(4, images.length, true);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`Icon size ${size} is outside 1–256`);
    if (!isPng(png)) throw new TypeError(`The ${size} px image is not a PNG`);
    const at = HEADER_BYTES + ENTRY_BYTES * index;
    view.setUint8(at, size % 256);
    view.setUint8(at + 1, size % 256);
    view.setUint8(at + 2, 0); // palette colours: none
    view.setUint8(at + 3, 0); // reserved
    view.setUint16(at + 4, 1, true); // colour planes
    view.setUint16(at + 6, 32, true); // bits per pixel
    view.setUint32(at + 8, png.length, true);
    view.setUint32(at + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}

/** Reads an ICO's directory back (used by the tests and to check our own output). */
export function readIco(bytes: Uint8Array): IcoEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER_BYTES || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) {
    throw new TypeError('Not an ICO file');
  }
  const count = view.getUint16(4, true);
  if (bytes.length < HEADER_BYTES + ENTRY_BYTES * count) throw new TypeError('ICO directory is cut off');
  return Array.from({ length: count }, (_, index) => {
    const at = HEADER_BYTES + ENTRY_BYTES * index;
    const length = view.getUint32(at + 8, true);
    const offset = view.getUint32(at + 12, true);
    if (offset + length > bytes.length) throw new TypeError('ICO entry is cut off');
    return {
      width: view.getUint8(at) || 256,
      height: view.getUint8(at + 1) || 256,
      bitCount: view.getUint16(at + 6, true),
      data: bytes.subarray(offset, offset + length),
    };
  });
}
