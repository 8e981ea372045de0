/**
 * The background-removal engine inside the tool's engine worker: onnxruntime-web 1.21 driven
 * directly (threads when cross-origin isolated, WebGPU when an adapter exists) on the ISNet models
 * served from /engines/removebg/ (resources.json, see resources.ts). The session stays loaded
 * between jobs; each (model, device) loads once, a failed load is retried by the next job.
 *
 * Speed: the network's input is fixed at 1024×1024 (the graph says so). We hand it the photo
 * already scaled by the browser and normalise it in one typed-array pass; @imgly/background-removal
 * copied the same pixels through a per-pixel ndarray resize first (1024→1024), which cost more than
 * a second of a loaded core per photo.
 */
import type { InferenceSession } from 'onnxruntime-web';
import { appPath } from '../../core/app/base-path';
import { ENGINE_DIR, modelById, type ModelId } from './models';
import type { ResourceMap } from './resources';

export const MODEL_RESOLUTION = 1024;

export type Device = 'cpu' | 'gpu';
export type BytesListener = (loaded: number, total: number) => void;

const publicPath = () => new URL(appPath(ENGINE_DIR), self.location.origin).href;

let resources: Promise<ResourceMap> | null = null;
function resourceMap(): Promise<ResourceMap> {
  resources ??= fetch(new URL('resources.json', publicPath())).then((response) => {
    if (!response.ok) throw new Error(`resources.json: HTTP ${response.status}`);
    return response.json() as Promise<ResourceMap>;
  });
  resources.catch(() => (resources = null));
  return resources;
}

/** One resource's bytes, its chunks fetched together, each finished chunk reported. */
async function loadBlob(map: ResourceMap, key: string, onChunk: (bytes: number) => void): Promise<Blob> {
  const entry = map[key];
  if (!entry) throw new Error(`Resource ${key} not found`);
  const parts = await Promise.all(
    entry.chunks.map(async (chunk) => {
      const response = await fetch(new URL(chunk.name, publicPath()));
      if (!response.ok) throw new Error(`${chunk.name}: HTTP ${response.status}`);
      const blob = await response.blob();
      if (blob.size !== chunk.offsets[1] - chunk.offsets[0]) throw new Error(`${key}: chunk ${chunk.name} has ${blob.size} bytes`);
      onChunk(blob.size);
      return blob;
    }),
  );
  return new Blob(parts, { type: entry.mime });
}

function ortFileOf(device: Device) {
  return device === 'gpu' ? '/onnxruntime-web/ort-wasm-simd-threaded.jsep' : '/onnxruntime-web/ort-wasm-simd-threaded';
}

/** Bytes to download for a model on a device: the model plus onnxruntime's wasm and mjs. */
function bytesFor(map: ResourceMap, model: ModelId, device: Device): number {
  const ort = ortFileOf(device);
  return [`/models/${modelById(model).key}`, `${ort}.wasm`, `${ort}.mjs`].reduce((sum, key) => sum + (map[key]?.size ?? 0), 0);
}

async function createSession(model: ModelId, device: Device, onBytes?: BytesListener): Promise<InferenceSession> {
  const map = await resourceMap();
  const total = bytesFor(map, model, device);
  let loaded = 0;
  const onChunk = (bytes: number) => {
    loaded += bytes;
    onBytes?.(Math.min(loaded, total), total);
  };
  const base = ortFileOf(device);
  const [weights, wasm, mjs] = await Promise.all([
    loadBlob(map, `/models/${modelById(model).key}`, onChunk),
    loadBlob(map, `${base}.wasm`, onChunk),
    loadBlob(map, `${base}.mjs`, onChunk),
  ]);
  // The WebGPU build is a different bundle; the CPU one stays out of the GPU path and back.
  const ort = device === 'gpu' ? await import('onnxruntime-web/webgpu') : await import('onnxruntime-web');
  // onnxruntime gets its files as blob: URLs of the bytes fetched above (through the service
  // worker's checked cache): given their same-origin URLs, it fetched them itself and a visit with
  // the network cut failed to load. They are this origin's own engine files with their real types
  // (the module must stay text/javascript to be imported), never shown to a visitor.
  /* eslint-disable no-restricted-properties */
  ort.env.wasm.wasmPaths = { wasm: URL.createObjectURL(wasm), mjs: URL.createObjectURL(mjs) };
  /* eslint-enable no-restricted-properties */
  // Both cores when the worker may share memory (cross-origin isolated), else one.
  ort.env.wasm.numThreads = self.crossOriginIsolated ? (navigator.hardwareConcurrency ?? 2) : 1;
  return ort.InferenceSession.create(new Uint8Array(await weights.arrayBuffer()), {
    executionProviders: [device === 'gpu' ? 'webgpu' : 'wasm'],
    graphOptimizationLevel: 'all',
    enableCpuMemArena: true,
  });
}

const sessions = new Map<string, Promise<InferenceSession>>();
const loaded = new Set<string>();

/** Whether a model is resident (the next photo skips the download and session set-up). */
export function isLoaded(model: ModelId, device: Device): boolean {
  return loaded.has(`${model}/${device}`);
}

/** Loads the model (shared by concurrent callers); reports bytes while downloading. */
export function loadModel(model: ModelId, device: Device, onBytes?: BytesListener): Promise<InferenceSession> {
  const key = `${model}/${device}`;
  let session = sessions.get(key);
  if (!session) {
    session = createSession(model, device, onBytes);
    session.then(
      () => loaded.add(key),
      () => sessions.delete(key),
    );
    sessions.set(key, session);
  }
  return session;
}

/** RGBA at the model's size → its input: planar RGB, (v − 128) / 256, as ISNet was trained. */
export function toInput(rgba: Uint8ClampedArray, size: number): Float32Array {
  const plane = size * size;
  const input = new Float32Array(3 * plane);
  for (let i = 0, p = 0; i < plane; i++, p += 4) {
    input[i] = (rgba[p] - 128) / 256;
    input[i + plane] = (rgba[p + 1] - 128) / 256;
    input[i + 2 * plane] = (rgba[p + 2] - 128) / 256;
  }
  return input;
}

/** The network's output (0…1) as one byte per pixel, truncated as the library did. */
export function toMask(output: Float32Array): Uint8Array {
  const mask = new Uint8Array(output.length);
  for (let i = 0; i < output.length; i++) mask[i] = output[i] * 255;
  return mask;
}

/**
 * The subject mask of a photo at the model's resolution: `rgba` is the photo already scaled to
 * MODEL_RESOLUTION², the result one byte per pixel (255 = subject).
 */
export async function inferMask(rgba: Uint8ClampedArray, model: ModelId, device: Device): Promise<Uint8Array> {
  const session = await loadModel(model, device);
  const size = MODEL_RESOLUTION;
  const ort = device === 'gpu' ? await import('onnxruntime-web/webgpu') : await import('onnxruntime-web');
  const input = new ort.Tensor('float32', toInput(rgba, size), [1, 3, size, size]);
  // The graph has side outputs too; only the final one ('output') is fetched.
  const outputs = await session.run({ input }, ['output']);
  const output = outputs.output;
  try {
    return toMask(output.data as Float32Array);
  } finally {
    input.dispose();
    for (const tensor of Object.values(outputs)) tensor.dispose();
  }
}
