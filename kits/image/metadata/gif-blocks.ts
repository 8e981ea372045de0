import { ascii, joined, latin1, noBlocks, sameOrNew, type MetadataBlocks } from './blocks';

/** Application extensions that make the picture: looping and the colour profile. XMP and others are metadata. */
const PICTURE_APPS = ['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012'];

interface Block {
  kind: 'picture' | 'comment' | 'xmp' | 'otherApp';
  bytes: Uint8Array;
}

/** Where the data sub-blocks starting at `at` end (after their zero terminator). */
function subBlocksEnd(b: Uint8Array, at: number): number {
  while (at < b.length && b[at] !== 0) at += b[at] + 1;
  return at + 1;
}

function blocks(b: Uint8Array): { head: Uint8Array; list: Block[] } | null {
  if (ascii(b, 0, 3) !== 'GIF' || b.length < 13) return null;
  let at = 13;
  if (b[10] & 0x80) at += 3 * (1 << ((b[10] & 0x07) + 1));
  const head = b.subarray(0, at);
  const list: Block[] = [];
  while (at < b.length) {
    const start = at;
    const kind = b[at];
    if (kind === 0x3b) {
      list.push({ kind: 'picture', bytes: b.subarray(at, at + 1) });
      return { head, list };
    }
    if (kind === 0x21) {
      const label = b[at + 1];
      const app = label === 0xff ? ascii(b, at + 3, at + 14) : '';
      const end = subBlocksEnd(b, at + 2);
      const type: Block['kind'] = label === 0xfe ? 'comment' : label !== 0xff || PICTURE_APPS.includes(app) ? 'picture' : app === 'XMP DataXMP' ? 'xmp' : 'otherApp';
      list.push({ kind: type, bytes: b.subarray(start, end) });
      at = end;
    } else if (kind === 0x2c) {
      const flags = b[at + 9];
      at += 10;
      if (flags & 0x80) at += 3 * (1 << ((flags & 0x07) + 1));
      at = subBlocksEnd(b, at + 1);
      list.push({ kind: 'picture', bytes: b.subarray(start, at) });
    } else {
      return null;
    }
  }
  return null;
}

export function gifBlocks(b: Uint8Array): MetadataBlocks | null {
  const found = blocks(b);
  if (!found) return null;
  const out = noBlocks();
  for (const { kind, bytes } of found.list) {
    if (kind === 'comment') out.comments.push(latin1(bytes.subarray(3, bytes.length - 1)));
    // XMP is written raw across the sub-blocks: its text lies between the label and the magic trailer.
    if (kind === 'xmp') out.xmp.push(bytes.subarray(14, Math.max(14, bytes.length - 258)));
  }
  return out;
}

/** The GIF without comments, XMP and unknown application data; `source` when it holds none; null when it cannot be read. */
export function stripGif(source: Uint8Array): Uint8Array | null {
  const found = blocks(source);
  if (!found) return null;
  return sameOrNew(source, joined([found.head, ...found.list.filter((block) => block.kind === 'picture').map((block) => block.bytes)]));
}
