import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE_PIN_SCRIPT, ENGINE_TABLE_FILE, isMissingEngineFile, writeEngineIntegrity } from './engine-integrity';

const dist = mkdtempSync(path.join(tmpdir(), 'localbox-engines-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const put = (file: string, bytes: Buffer | string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), bytes);
};
const sha256 = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

describe('engine integrity', () => {
  it("pins every engine file's SHA-256, and the table's own hash in the script the service worker imports", () => {
    const wasm = Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
    put('engines/ffmpeg/0.12.10/st/ffmpeg-core.wasm', wasm);
    put('engines/favicon-generator/emoji/1f680.svg', '<svg/>');
    put('assets/index-abc.js', 'app code');
    writeEngineIntegrity(dist);
    const table = readFileSync(path.join(dist, ENGINE_TABLE_FILE), 'utf8');
    expect(JSON.parse(table)).toEqual({
      '/engines/favicon-generator/emoji/1f680.svg': sha256('<svg/>'),
      '/engines/ffmpeg/0.12.10/st/ffmpeg-core.wasm': sha256(wasm),
    });
    const pin = readFileSync(path.join(dist, ENGINE_PIN_SCRIPT), 'utf8');
    expect(pin).toBe(`self.localboxEngineIntegrity = ${JSON.stringify({ table: ENGINE_TABLE_FILE, integrity: sha256(table) })};\n`);
  });

  it('calls an engine path missing from the build missing (the preview server answers it 404), and nothing outside /engines/', () => {
    put('engines/svg-to-pdf/fonts/faces.json', '[]');
    expect(isMissingEngineFile(dist, '/engines/svg-to-pdf/fonts/faces.json?v=1')).toBe(false);
    expect(isMissingEngineFile(dist, '/engines/ffmpeg/0.12.10/st/ffmpeg-core.wasm.missing')).toBe(true);
    expect(isMissingEngineFile(dist, '/engines/svg-to-pdf/fonts')).toBe(true);
    expect(isMissingEngineFile(dist, '/engines/%2e%2e/assets/index-abc.js')).toBe(true);
    expect(isMissingEngineFile(dist, '/writer/word-count')).toBe(false);
  });
});
