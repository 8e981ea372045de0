/** Node-side (tests only): renders an EPS with Ghostscript, cropped to its bounding box. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RenderedEps {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel (ppm) or the PNG file bytes (png16m). */
  bytes: Uint8Array;
}

/** Renders at `dpi` with `-dEPSCrop`; device png16m gives PNG bytes, ppmraw gives raw RGB. */
export function renderEps(eps: string, dpi: number, device: 'png16m' | 'ppmraw' = 'ppmraw'): RenderedEps {
  const dir = mkdtempSync(path.join(tmpdir(), 'eps-'));
  try {
    const input = path.join(dir, 'in.eps');
    const output = path.join(dir, device === 'png16m' ? 'out.png' : 'out.ppm');
    writeFileSync(input, eps);
    execFileSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', `-sDEVICE=${device}`, `-r${dpi}`, '-dGraphicsAlphaBits=4', '-dTextAlphaBits=4', `-sOutputFile=${output}`, input], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    const file = new Uint8Array(readFileSync(output));
    if (device === 'png16m') return { width: new DataView(file.buffer).getUint32(16), height: new DataView(file.buffer).getUint32(20), bytes: file };
    const header = /^P6\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+255\s/.exec(new TextDecoder('latin1').decode(file.subarray(0, 200)))!;
    return { width: Number(header[1]), height: Number(header[2]), bytes: file.subarray(header[0].length) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** [r, g, b] at (x, y) of a ppmraw render. */
export function pixelAt(image: RenderedEps, x: number, y: number): number[] {
  const i = (y * image.width + x) * 3;
  return [...image.bytes.subarray(i, i + 3)];
}
