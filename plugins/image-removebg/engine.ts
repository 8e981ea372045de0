/**
 * The background-removal engine inside the tool's engine worker: @imgly/background-removal 1.7
 * (onnxruntime-web 1.21, threads when cross-origin isolated) on the models served from
 * /engines/removebg/. The model stays loaded between jobs; each (model, device) loads once, a
 * failed load is retried by the next job.
 *
 * Speed: the library resizes with a per-pixel JS loop at full size; we hand it the photo already
 * scaled to the model's 1024×1024 (by the browser, high quality) and take the mask back at that
 * size (`rescale: false`), then scale the mask up on a canvas with smoothing.
 */
import { preload, removeBackground, type Config } from '@imgly/background-removal';
import { appPath } from '../../core/app/base-path';
import { buildEngineFiles } from '../../core/processing/engine-files';
import { ENGINE_DIR, modelById, type ModelId } from './models';

export const MODEL_RESOLUTION = 1024;

export type Device = 'cpu' | 'gpu';
export type BytesListener = (loaded: number, total: number) => void;

const publicPath = () => new URL(appPath(ENGINE_DIR), self.location.origin).href;

// The library keeps the config of the first call (progress callback included): route its progress
// through one stable function to whichever job is loading now.
let bytesListener: BytesListener | null = null;
const received = new Map<string, number>();
let expectedBytes = 0;
function onLibraryProgress(key: string, current: number) {
  if (!key.startsWith('fetch:')) return;
  received.set(key, current);
  let loaded = 0;
  for (const value of received.values()) loaded += value;
  bytesListener?.(Math.min(loaded, expectedBytes), expectedBytes);
}

// The library memoises its session by JSON.stringify(config), failed loads included; `attempt`
// (stripped by its schema) makes a retry a new key.
const attempts = new Map<string, number>();
const loads = new Map<string, Promise<void>>();

function configOf(model: ModelId, device: Device): Config {
  const key = `${model}/${device}`;
  return {
    publicPath: publicPath(),
    model: modelById(model).key,
    device,
    rescale: false,
    output: { format: 'image/x-rgba8', quality: 1 },
    progress: onLibraryProgress,
    attempt: attempts.get(key) ?? 0,
  } as unknown as Config;
}

/** Bytes to download for a model on a device: the model plus onnxruntime's wasm and mjs. */
async function bytesFor(model: ModelId, device: Device): Promise<number> {
  const bytes = await buildEngineFiles.fetch(new URL('resources.json', publicPath()).href);
  const resources = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, { size: number }>;
  const ort = device === 'gpu' ? 'ort-wasm-simd-threaded.jsep' : 'ort-wasm-simd-threaded';
  return [`/models/${modelById(model).key}`, `/onnxruntime-web/${ort}.wasm`, `/onnxruntime-web/${ort}.mjs`].reduce(
    (sum, key) => sum + (resources[key]?.size ?? 0),
    0,
  );
}

const loaded = new Set<string>();

/** Whether a model is resident (the next photo skips the download and session set-up). */
export function isLoaded(model: ModelId, device: Device): boolean {
  return loaded.has(`${model}/${device}`);
}

/** Loads the model (shared by concurrent callers); reports bytes while downloading. */
export function loadModel(model: ModelId, device: Device, onBytes?: BytesListener): Promise<void> {
  const key = `${model}/${device}`;
  let load = loads.get(key);
  if (!load) {
    load = (async () => {
      expectedBytes = await bytesFor(model, device);
      received.clear();
      bytesListener = onBytes ?? null;
      try {
        await preload(configOf(model, device));
        loaded.add(key);
      } finally {
        bytesListener = null;
      }
    })();
    load.catch(() => {
      loads.delete(key);
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
    });
    loads.set(key, load);
  }
  return load;
}

/**
 * The subject mask of a photo at the model's resolution: `rgba` is the photo already scaled to
 * MODEL_RESOLUTION², the result one byte per pixel (255 = subject).
 */
export async function inferMask(rgba: Uint8ClampedArray, model: ModelId, device: Device): Promise<Uint8Array> {
  await loadModel(model, device);
  const size = MODEL_RESOLUTION;
  const input = new Blob([rgba as Uint8ClampedArray<ArrayBuffer>], { type: `image/x-rgba8;width=${size};height=${size}` });
  const output = new Uint8Array(await (await removeBackground(input, configOf(model, device))).arrayBuffer());
  const mask = new Uint8Array(size * size);
  for (let i = 0, p = 3; i < mask.length; i++, p += 4) mask[i] = output[p];
  return mask;
}
