/**
 * Squoosh's wasm codecs (@jsquash), one lazy loader each. The single-threaded builds are used on
 * purpose: the worker pool already runs one file per core, and the threaded builds would start
 * extra workers from URLs the bundler does not see. In the browser each codec finds its .wasm next
 * to its script (Vite emits it to our origin); Node tests hand in compiled modules instead.
 */
import mozjpegEncode, { init as initMozjpeg } from '@jsquash/jpeg/encode.js';
import avifEncoderFactory from '@jsquash/avif/codec/enc/avif_enc.js';
import avifDecoderFactory from '@jsquash/avif/codec/dec/avif_dec.js';
import webpEncoderFactory from '@jsquash/webp/codec/enc/webp_enc.js';
import initOxipng, { optimise, optimise_raw } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js';
import { defaultOptions as avifDefaults } from '@jsquash/avif/meta.js';
import { defaultOptions as mozjpegDefaults } from '@jsquash/jpeg/meta.js';
import { defaultOptions as webpDefaults } from '@jsquash/webp/meta.js';
import { initEmscriptenModule } from '@jsquash/avif/utils.js';
import { createEngineLoader } from '../../core/processing/engine-loader';
import type { Pixels } from './pixels';

export type WasmCodec = 'mozjpeg' | 'avifEncode' | 'avifDecode' | 'webpEncode' | 'oxipng';

const provided: Partial<Record<WasmCodec, WebAssembly.Module>> = {};

/** For Node tests: use these compiled modules instead of fetching the .wasm files. */
export function provideWasmModules(modules: Partial<Record<WasmCodec, WebAssembly.Module>>): void {
  Object.assign(provided, modules);
  if (modules.mozjpeg) void initMozjpeg(modules.mozjpeg);
}

interface EmscriptenEncoder {
  encode(data: Uint8ClampedArray, width: number, height: number, options: object): Uint8Array | null;
}
interface EmscriptenAvifDecoder {
  decode(data: Uint8Array, bitDepth: 8): { data: Uint8ClampedArray; width: number; height: number } | null;
}

const avifEncoder = createEngineLoader(
  () => initEmscriptenModule(avifEncoderFactory, provided.avifEncode) as Promise<EmscriptenEncoder>,
);
const avifDecoder = createEngineLoader(
  () => initEmscriptenModule(avifDecoderFactory, provided.avifDecode) as Promise<EmscriptenAvifDecoder>,
);
const webpEncoder = createEngineLoader(
  () => initEmscriptenModule(webpEncoderFactory, provided.webpEncode) as Promise<EmscriptenEncoder>,
);
const oxipng = createEngineLoader(async () => {
  await initOxipng(provided.oxipng);
  return { optimise, optimise_raw };
});

const toArrayBuffer = (view: Uint8Array): ArrayBuffer =>
  view.byteOffset === 0 && view.byteLength === view.buffer.byteLength ? (view.buffer as ArrayBuffer) : (view.slice().buffer as ArrayBuffer);

/**
 * MozJPEG settings, chosen by measuring bytes at equal SSIM against Chromium's canvas encoder on
 * 11 real photos (the experiments behind scripts/bench/image-compress.ts):
 * - the JPEG standard's (Annex K) quantisation tables, not MozJPEG's default table 3 (tuned for
 *   PSNR-HVS): table 3 needs 1.27× the canvas bytes, table 0 0.89× (it also re-encodes on the grid
 *   most JPEGs already use). Tables 1, 2 and 4–8 were all between 0.89× and 1.4×.
 * - trellis end-of-block optimisation: about 1 % fewer bytes at equal SSIM, at no cost in time.
 *   More trellis loops gain under 1 % more for 75 % more time; multipass and table optimisation
 *   gain nothing on these photos.
 */
const JPEG_SETTINGS = { quant_table: 0, trellis_opt_zero: true } as const;

/** MozJPEG; `quality` 0–100 (the @jsquash scale, not 0–1). Alpha is ignored: flatten first. */
export async function encodeMozjpeg(image: Pixels, quality: number): Promise<ArrayBuffer> {
  return mozjpegEncode(image as ImageData, { ...mozjpegDefaults, ...JPEG_SETTINGS, quality });
}

/** Loads and compiles MozJPEG ahead of a first job (one 1-pixel encode through the codec's own lazy init). */
export async function warmMozjpeg(): Promise<void> {
  await encodeMozjpeg({ data: new Uint8ClampedArray(4), width: 1, height: 1 } as Pixels, 75);
}

/** libavif (aom); `quality` 0–100 where Squoosh's default is 50. */
export async function encodeAvif(image: Pixels, quality: number): Promise<ArrayBuffer> {
  const encoder = await avifEncoder.get();
  const output = encoder.encode(image.data, image.width, image.height, { ...avifDefaults, quality });
  if (!output) throw new Error('AVIF encoding failed');
  return toArrayBuffer(output);
}

export async function decodeAvif(bytes: Uint8Array): Promise<Pixels | null> {
  const decoder = await avifDecoder.get();
  return decoder.decode(bytes, 8);
}

/** libwebp, for where the browser's own WebP encoder is missing, and for WebP lossless (`lossless`). */
export async function encodeWebpWasm(image: Pixels, quality: number, lossless = false): Promise<ArrayBuffer> {
  const encoder = await webpEncoder.get();
  const output = encoder.encode(image.data, image.width, image.height, { ...webpDefaults, quality, lossless: lossless ? 1 : 0 });
  if (!output) throw new Error('WebP encoding failed');
  return toArrayBuffer(output);
}

/** OxiPNG from raw pixels; it picks the smallest colour type itself (palette when ≤ 256 colours). */
export async function encodeOxipng(image: Pixels, level = 2): Promise<ArrayBuffer> {
  const { optimise_raw } = await oxipng.get();
  return toArrayBuffer(optimise_raw(image.data, image.width, image.height, level, false, true));
}

/** OxiPNG from a PNG file (the palette PNGs we write: far less memory than from RGBA). */
export async function optimisePng(png: Uint8Array, level = 2): Promise<ArrayBuffer> {
  const { optimise } = await oxipng.get();
  return toArrayBuffer(optimise(png, level, false, true));
}
