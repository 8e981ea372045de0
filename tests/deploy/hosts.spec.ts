import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { FFMPEG_CORE_VERSION, FFMPEG_WASM_FILE } from '../../kits/media/ffmpeg/core-files';
import { expect, test } from '../e2e/fixtures';
import { debianDefaultSite, nginxSite, nginxTest, startCaddy, startNginx, type Server } from './servers';

/**
 * The documented nginx and Caddy configurations on Debian's real servers, serving the build: the
 * build's precompressed copies with their encoding (sizes read off the wire, undecoded), types the
 * servers do not know, no long caching for errors, no build-only file, and no "Welcome to nginx!".
 */
const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const MB = 1e6;

const assetNamed = (pattern: RegExp) => readdirSync(path.join(DIST, 'assets')).find((name) => pattern.test(name))!;
const sizeOf = (file: string) => statSync(path.join(DIST, file)).size;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, never decoded. */
  bytes: number;
}

/** A GET whose body is counted as it came over the wire (fetch and playwright decode it). */
function rawGet(origin: string, pathname: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${pathname}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const SERVERS: { name: string; start: (root: string) => Promise<Server>; encodings: string[] }[] = [
  // Debian's nginx has no brotli module unless libnginx-mod-http-brotli-static is installed.
  { name: 'nginx', start: startNginx, encodings: ['gzip'] },
  { name: 'Caddy', start: startCaddy, encodings: ['br', 'gzip'] },
];

for (const { name, start, encodings } of SERVERS) {
  test(`@slow ${name} with the documented configuration sends the build compressed, typed, cache-correct and without build-only files`, async () => {
    // The bundle check removes .vite/ from the build; a plain `vite build` leaves it.
    const manifest = path.join(DIST, '.vite', 'manifest.json');
    const madeManifest = !existsSync(manifest);
    if (madeManifest) {
      mkdirSync(path.dirname(manifest), { recursive: true });
      writeFileSync(manifest, '{}');
    }
    const server = await start(DIST);
    try {
      // Soft: one run reports every rule the configuration breaks.
      const { origin } = server;
      // Encoded sizes on the wire: the entry script, an engine's wasm, the icon index.
      const files = [`assets/${assetNamed(/^index-[\w-]+\.js$/)}`, 'engines/removebg/ort-wasm-simd-threaded.wasm', 'engines/favicon-generator/tabler-outline.json'];
      for (const encoding of encodings) {
        for (const file of files) {
          const sent = await rawGet(origin, `/${file}`, encoding === 'br' ? 'br, gzip' : 'gzip');
          expect.soft(sent.status, file).toBe(200);
          expect.soft(sent.headers['content-encoding'], file).toBe(encoding);
          expect.soft(String(sent.headers.vary), file).toMatch(/Accept-Encoding/i);
          expect.soft(sent.bytes, file).toBe(sizeOf(`${file}.${encoding === 'br' ? 'br' : 'gz'}`));
          expect.soft(sent.bytes / sizeOf(file), `${file}: ${sent.bytes} of ${sizeOf(file)} bytes`).toBeLessThan(encoding === 'br' ? 0.33 : 0.4);
        }
      }
      const plain = await rawGet(origin, `/${files[0]}`);
      expect.soft(plain.headers['content-encoding']).toBeUndefined();
      expect.soft(plain.bytes).toBe(sizeOf(files[0]));
      // The ffmpeg core wasm is shipped gzipped, under Cloudflare Pages' 25 MiB, and sent as it is.
      const core = `engines/ffmpeg/${FFMPEG_CORE_VERSION}/mt/${FFMPEG_WASM_FILE}`;
      const coreSent = await rawGet(origin, `/${core}`, 'br, gzip');
      expect.soft(coreSent.headers['content-encoding']).toBeUndefined();
      expect.soft(coreSent.bytes).toBe(sizeOf(core));
      expect.soft(coreSent.bytes).toBeLessThan(12 * MB);

      // The web app manifest with its type.
      expect.soft((await rawGet(origin, '/manifest.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);

      // An error is never cached long: a 404 kept a year would outlive the deploy that fixes it.
      const missing = await rawGet(origin, '/assets/index-missing0.js', 'gzip');
      expect.soft(missing.status).toBe(404);
      expect.soft(String(missing.headers['cache-control'] ?? '')).not.toMatch(/immutable|max-age=[1-9]/);

      // Build-only files are not served (and a missing one is not the app's page either).
      for (const file of ['/_headers', '/_redirects', '/.vite/manifest.json']) expect.soft((await rawGet(origin, file)).status, file).toBe(404);
    } finally {
      await server.stop();
      if (madeManifest) rmSync(path.dirname(manifest), { recursive: true, force: true });
    }
  });
}

test('@slow deploy/README on a stock Debian nginx never serves "Welcome to nginx!"', () => {
  // Left enabled, Debian's default site would take every request: nginx refuses to start instead.
  const both = nginxTest([debianDefaultSite(4285), nginxSite(DIST, 4285)]);
  expect(both.ok).toBe(false);
  expect(both.output).toContain('duplicate default server');
  // With it removed, as deploy/README says, the configuration is valid.
  const documented = nginxTest([nginxSite(DIST, 4285)]);
  expect(documented.output).toContain('syntax is ok');
  expect(documented.ok).toBe(true);
});
