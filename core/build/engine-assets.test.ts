import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyEngineFiles, engineAssets, engineConfigFiles } from './engine-assets';

const root = mkdtempSync(path.join(tmpdir(), 'localbox-engines-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('engine assets', () => {
  it('finds each plugin\'s vite-engine.ts and loads its Vite plugins for the page and worker builds', async () => {
    mkdirSync(path.join(root, 'plugins/video-x'), { recursive: true });
    mkdirSync(path.join(root, 'plugins/plain'), { recursive: true });
    writeFileSync(path.join(root, 'plugins/video-x/vite-engine.ts'), "const name: string = 'localbox-engine-test';\nexport default { name };\nexport const worker = () => ({ name: `${name}-worker` });\n");
    mkdirSync(path.join(root, 'kits/image/heic'), { recursive: true });
    mkdirSync(path.join(root, 'kits/media/ffmpeg'), { recursive: true });
    writeFileSync(path.join(root, 'kits/image/heic/vite-engine.ts'), "export default { name: 'localbox-engine-kit' };\n");
    writeFileSync(path.join(root, 'kits/media/ffmpeg/vite-engine.ts'), "export const helper = () => ({ name: 'not-registered' });\n");
    expect(engineConfigFiles(root).map((file) => path.relative(root, file))).toEqual(['kits/image/heic/vite-engine.ts', 'kits/media/ffmpeg/vite-engine.ts', 'plugins/video-x/vite-engine.ts']);
    const plugins = await engineAssets(root);
    expect(plugins.main.map((plugin) => plugin.name)).toEqual(['localbox-engine-kit', 'localbox-engine-test']);
    expect(plugins.worker().map((plugin) => plugin.name)).toEqual(['localbox-engine-test-worker']);
  });

  it('copyEngineFiles emits each file under engines/<id>/, with the pins.json that holds its hash', () => {
    writeFileSync(path.join(root, 'core.wasm'), Buffer.from([0, 97, 115, 109]));
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const plugin = copyEngineFiles({ id: 'demo', files: { 'demo-core.wasm': 'core.wasm' } });
      const emitted: Array<{ fileName: string; source: Uint8Array }> = [];
      const generate = plugin.generateBundle as unknown as (this: unknown) => void;
      generate.call({ emitFile: (file: { fileName: string; source: Uint8Array }) => emitted.push(file), error: (message: string) => { throw new Error(message); } });
      expect(emitted.map((file) => file.fileName)).toEqual(['engines/demo/demo-core.wasm', 'engines/demo/pins.json']);
      expect(emitted[0].source.length).toBe(4);
      const wasmHash = `sha256-${createHash('sha256').update(Buffer.from([0, 97, 115, 109])).digest('base64')}`;
      expect(JSON.parse(Buffer.from(emitted[1].source).toString('utf8'))).toEqual({ 'demo-core.wasm': wasmHash });
    } finally {
      process.chdir(cwd);
    }
  });
});
