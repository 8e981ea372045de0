import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompressed copies of the build', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const build = (files: Record<string, Buffer | string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'localbox-precompress-'));
    dirs.push(dir);
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), content);
    }
    return dir;
  };

  it('writes .br and .gz beside text and wasm that they make smaller, byte-exact once unpacked', async () => {
    const script = 'export const words = ['.concat(Array.from({ length: 400 }, (_, i) => `"word${i % 37}"`).join(','), '];\n');
    const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(8000, 7)]);
    const dir = build({ 'assets/index-abc.js': script, 'engines/x/core.wasm': wasm });
    const made = await precompress(dir);
    expect(made.files).toBe(2);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/index-abc.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'engines/x/core.wasm.gz')))).toEqual(wasm);
    expect(made.brotliBytes).toBeLessThan(made.gzipBytes);
    expect(made.gzipBytes).toBeLessThan(made.bytes / 4);
  });

  it('leaves out tiny files, what compression cannot shrink, other types and build-only folders', async () => {
    const text = 'a'.repeat(4000);
    const dir = build({
      'tiny.js': 'export {};\n',
      'engines/model.wasm': randomBytes(8000),
      'icon.png': text,
      'engines/ffmpeg/core.wasm.gz': text,
      '.vite/manifest.json': text,
    });
    expect((await precompress(dir)).files).toBe(0);
    for (const file of ['tiny.js', 'engines/model.wasm', 'icon.png', 'engines/ffmpeg/core.wasm.gz', '.vite/manifest.json']) {
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
    }
  });
});
