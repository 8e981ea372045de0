import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Precompressed copies of the build's text files and wasm (`<file>.br`, `<file>.gz`), which nginx
 * (`gzip_static`), Caddy (`precompressed`) and the container serve as they are, with
 * `Content-Encoding` and `Vary: Accept-Encoding`: compressed once at build time at the best level
 * instead of on every request (or never: Caddy's `file_server` compresses nothing by itself).
 */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
/** A copy must save at least a tenth, or the server may as well send the file. */
const MIN_SAVING = 0.1;
/**
 * Brotli level 9: level 11 gains 6-9% and costs the build 55 s more CPU here; above 1 MB, level 5
 * (within 5% of 9 on the engines' wasm, at a third of its time).
 */
const brotliQuality = (bytes: number) => (bytes > 1024 * 1024 ? 5 : 9);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files under `outDir` worth a compressed copy (build-only folders such as .vite/ left out). */
export function compressibleFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.split(path.sep).some((part) => part.startsWith('.')) && COMPRESSIBLE.test(name))
    .map((name) => path.join(outDir, name))
    .filter((file) => statSync(file).isFile() && statSync(file).size >= MIN_BYTES)
    .sort();
}

export interface Precompressed {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes `.br` and `.gz` beside every compressible file of `outDir` that they make smaller. */
export async function precompress(outDir: string): Promise<Precompressed> {
  const total: Precompressed = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const worthIt = (copy: Buffer, bytes: Buffer) => copy.length <= bytes.length * (1 - MIN_SAVING);
  await Promise.all(
    compressibleFiles(outDir).map(async (file) => {
      const bytes = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length),
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            // A window no larger than the file: the default 4 MB one makes thousands of small files slow.
            [constants.BROTLI_PARAM_LGWIN]: Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(bytes.length)) + 1)),
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      if (!worthIt(gz, bytes)) return;
      writeFileSync(`${file}.gz`, gz);
      total.files++;
      total.bytes += bytes.length;
      total.gzipBytes += gz.length;
      if (worthIt(br, bytes) && br.length < gz.length) writeFileSync(`${file}.br`, br);
      total.brotliBytes += Math.min(br.length, gz.length);
    }),
  );
  return total;
}
