/**
 * Node-side tests only: our codecs ready in Node, and the formats' decoders (Node has no
 * createImageBitmap), so a processor can run end to end in a unit test with `decodeImage` mocked
 * by `decodeImageInNode`.
 */
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import decodePng, { init as initPngDecoder } from '@jsquash/png/decode.js';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import type { DecodedImage } from '../decode';
import { sniffFormat } from '../header';
import type { Pixels } from '../pixels';
import { decodeAvif } from '../wasm-codecs';
import { compileWasm, provideNodeWasm } from './node-wasm';

let codecsReady: Promise<void> | undefined;
/** Our encoders and Node-side decoders, compiled from node_modules once per process. */
export function nodeCodecs(): Promise<void> {
  codecsReady ??= (async () => {
    await provideNodeWasm();
    await initJpegDecoder(await compileWasm('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'));
    await initPngDecoder(await compileWasm('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'));
    await initWebpDecoder(await compileWasm('@jsquash/webp/codec/dec/webp_dec.wasm'));
  })();
  return codecsReady;
}

/** Decodes JPEG, PNG, WebP or AVIF bytes in Node, by their magic bytes. */
export async function decodeAny(bytes: Uint8Array): Promise<Pixels> {
  await nodeCodecs();
  const buffer = bytes.slice().buffer;
  const format = sniffFormat(bytes);
  if (format === 'jpeg') return decodeJpeg(buffer);
  if (format === 'png') return decodePng(buffer);
  if (format === 'webp') return decodeWebp(buffer);
  if (format === 'avif') return (await decodeAvif(bytes))!;
  throw new Error(`cannot decode ${format}`);
}

/** Stands in for decodeImage in Node: the file decoded at its own size (no scaling, no orientation). */
export async function decodeImageInNode(bytes: Uint8Array): Promise<DecodedImage> {
  const pixels = await decodeAny(bytes);
  return { pixels, originalWidth: pixels.width, originalHeight: pixels.height };
}
