/**
 * Rewrites @imgly/background-removal-data 1.4.5's resources.json into what the engine (engine.ts)
 * reads (the layout @imgly/background-removal 1.7 used), keeping only what the tool offers. Pure: the
 * Vite plugin feeds it the file and sizes.
 *
 * - models are asked for by their ISNet names (`/models/isnet_quint8`), 1.4.5 ships `small`/`medium`;
 * - a chunk is fetched by `name` (relative to the engine folder), 1.4.5 lists a content `hash`;
 * - onnxruntime-web 1.21's wasm + mjs are not in the data package: they come from
 *   node_modules/onnxruntime-web as one chunk each.
 */
import { MODELS, ORT_FILES } from './models';

export interface ResourceChunk {
  name: string;
  offsets: [number, number];
}
export interface ResourceEntry {
  mime: string;
  size: number;
  chunks: ResourceChunk[];
}
export type ResourceMap = Record<string, ResourceEntry>;

interface DataEntry {
  mime?: string;
  size: number;
  chunks: { hash: string; offsets: [number, number] }[];
}

export interface RewrittenResources {
  resources: ResourceMap;
  /** Files to copy into the engine folder: `from` relative to the data package's dist or to onnxruntime-web's dist. */
  copies: { source: 'data' | 'ort'; from: string; to: string }[];
}

export function rewriteResources(data: Record<string, DataEntry>, ortSizes: Record<string, number>): RewrittenResources {
  const resources: ResourceMap = {};
  const copies: RewrittenResources['copies'] = [];
  for (const model of MODELS) {
    const entry = data[model.dataKey];
    if (!entry) throw new Error(`@imgly/background-removal-data has no ${model.dataKey}`);
    const covered = entry.chunks.reduce((sum, c) => sum + (c.offsets[1] - c.offsets[0]), 0);
    if (covered !== entry.size) throw new Error(`${model.dataKey}: chunks cover ${covered} of ${entry.size} bytes`);
    resources[`/models/${model.key}`] = {
      mime: 'application/octet-stream',
      size: entry.size,
      chunks: entry.chunks.map((c) => ({ name: c.hash, offsets: c.offsets })),
    };
    for (const c of entry.chunks) copies.push({ source: 'data', from: c.hash, to: c.hash });
  }
  for (const file of ORT_FILES) {
    const size = ortSizes[file];
    if (!size) throw new Error(`onnxruntime-web has no dist/${file}`);
    resources[`/onnxruntime-web/${file}`] = {
      mime: file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
      size,
      chunks: [{ name: file, offsets: [0, size] }],
    };
    copies.push({ source: 'ort', from: file, to: file });
  }
  return { resources, copies };
}
