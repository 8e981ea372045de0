/**
 * The background-removal models offered, as data: the screen shows them with their download size,
 * the build copies exactly these from @imgly/background-removal-data, the engine loads them by key.
 * The npm data package (1.4.5, the last published) holds the quantised and the half-precision ISNet;
 * the full-precision one is only on the vendor's CDN, so "best" is not offered.
 */
export const MODELS = [
  // `dataKey`: the entry in the data package's resources.json; `key`: the name the engine asks for.
  { id: 'fast', key: 'isnet_quint8', dataKey: '/models/small', bytes: 44_342_436 },
  { id: 'balanced', key: 'isnet_fp16', dataKey: '/models/medium', bytes: 88_188_479 },
] as const;

export type ModelId = (typeof MODELS)[number]['id'];
export const MODEL_IDS = MODELS.map((m) => m.id) as [ModelId, ...ModelId[]];

export function modelById(id: ModelId) {
  return MODELS.find((m) => m.id === id) ?? MODELS[0];
}

/** Where the build puts the engine's files. */
export const ENGINE_DIR = 'engines/removebg/';

/** onnxruntime-web files the engine loads by these keys: CPU (threaded SIMD) and WebGPU (jsep). */
export const ORT_FILES = [
  'ort-wasm-simd-threaded.wasm',
  'ort-wasm-simd-threaded.mjs',
  'ort-wasm-simd-threaded.jsep.wasm',
  'ort-wasm-simd-threaded.jsep.mjs',
] as const;
