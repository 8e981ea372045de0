import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileKernels, generatedModule, GENERATED_PATH } from './ssimulacra2-wasm';

describe('the SSIMULACRA2 kernels', () => {
  it('ship as compiled from their .wat files (run `npm run build:wasm` after editing one)', async () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(generatedModule(await compileKernels()));
  });
});
