const TABLE = Array.from({ length: 256 }, (_, byte) => {
  let value = byte;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** CRC-32 as ZIP stores it, computed over chunks: start with 0, pass each chunk the previous result. */
export function crc32(chunk: Uint8Array, previous = 0): number {
  let crc = ~previous;
  for (let index = 0; index < chunk.length; index++) crc = TABLE[(crc ^ chunk[index]) & 0xff] ^ (crc >>> 8);
  return ~crc >>> 0;
}
