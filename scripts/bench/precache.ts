import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a first visit downloads into the service worker's precache: the URLs workbox wrote into
 * sw.js, in bytes as stored and gzipped as a host would send them.
 */
export function measurePrecache(distDir: string) {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map(([, url]) => url.replace(/^\//, ''));
  let bytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const file = path.join(distDir, url);
    if (!existsSync(file)) continue;
    bytes += statSync(file).size;
    gzipBytes += gzipSync(readFileSync(file)).length;
  }
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 100) / 100;
  return { files: urls.length, MB: mb(bytes), gzipMB: mb(gzipBytes) };
}
