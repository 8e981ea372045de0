import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORT_FILES } from './models';
import { rewriteResources } from './resources';

const require = createRequire(import.meta.url);
const dataDist = join(dirname(require.resolve('@imgly/background-removal-data/package.json')), 'dist');
const ortDist = dirname(require.resolve('onnxruntime-web'));
const data = JSON.parse(readFileSync(join(dataDist, 'resources.json'), 'utf8'));
const ortSizes = Object.fromEntries(ORT_FILES.map((f) => [f, statSync(join(ortDist, f)).size]));

describe('resources.json rewrite of data 1.4.5 for the engine', () => {
  const { resources, copies } = rewriteResources(data, ortSizes);

  it('names the models as 1.7 asks for them and keeps only those offered', () => {
    expect(Object.keys(resources).filter((k) => k.startsWith('/models/'))).toEqual(['/models/isnet_quint8', '/models/isnet_fp16']);
    expect(resources['/models/isnet_quint8'].size).toBe(data['/models/small'].size);
    expect(Object.keys(resources).some((k) => /ort-wasm\.wasm|training|ort-wasm-simd\.wasm/.test(k))).toBe(false);
  });

  it('gives every chunk a name (the data hash), and the chunks tile the whole model', () => {
    for (const key of ['/models/isnet_quint8', '/models/isnet_fp16']) {
      const entry = resources[key];
      let at = 0;
      for (const chunk of entry.chunks) {
        expect(chunk.name).toMatch(/^[0-9a-f]{64}$/);
        expect(chunk.offsets[0]).toBe(at);
        at = chunk.offsets[1];
      }
      expect(at).toBe(entry.size);
    }
  });

  it('adds onnxruntime-web 1.21 wasm and mjs from node_modules as single chunks', () => {
    for (const file of ORT_FILES) {
      expect(resources[`/onnxruntime-web/${file}`]).toEqual({
        mime: file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
        size: ortSizes[file],
        chunks: [{ name: file, offsets: [0, ortSizes[file]] }],
      });
    }
  });

  it('lists exactly the files to copy, each existing in its package', () => {
    const chunkCount = resources['/models/isnet_quint8'].chunks.length + resources['/models/isnet_fp16'].chunks.length;
    expect(copies).toHaveLength(chunkCount + ORT_FILES.length);
    for (const c of copies) expect(statSync(join(c.source === 'data' ? dataDist : ortDist, c.from)).size).toBeGreaterThan(0);
  });

  it('fails loudly when the data package lacks a model or its chunks do not cover it', () => {
    expect(() => rewriteResources({}, ortSizes)).toThrow(/\/models\/small/);
    const short = { ...data, '/models/small': { ...data['/models/small'], size: data['/models/small'].size + 1 } };
    expect(() => rewriteResources(short, ortSizes)).toThrow(/cover/);
    expect(() => rewriteResources(data, {})).toThrow(/onnxruntime-web/);
  });
});
