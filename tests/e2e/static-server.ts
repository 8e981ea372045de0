import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { cachingHeaders, securityHeaders } from '../../core/build/security-headers';

/** What a plain static host sends as each file's type (the test servers here). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  origin: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** Closes the port and every open connection: the host is gone. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * A real server the test can stop (playwright's webServer cannot be): `dist` served under `base`
 * (`/` or a prefix such as `/tools/`) with the headers the build documents (security and caching), a
 * missing file under assets/ or engines/ answered 404 and any other path with the app's page, as
 * the deploy configurations do. Only ports 4290–4294 are used by such tests.
 */
export async function serveDist(dist: string, port: number, base = '/'): Promise<StaticServer> {
  const requests: string[] = [];
  const root = path.resolve(dist);
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    if (!pathname.startsWith(base)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders }).end('Not found\n');
      return;
    }
    const inside = `/${pathname.slice(base.length)}`;
    let file = path.join(root, inside);
    const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      if (/^\/(assets|engines)\//.test(inside)) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders }).end('Not found\n');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const servedAs = isFile ? inside : '/index.html';
    const caching = Object.entries(cachingHeaders).find(([pattern]) => (pattern.endsWith('*') ? servedAs.startsWith(pattern.slice(0, -1)) : servedAs === pattern));
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': String(statSync(file).size),
      ...(caching ? { 'Cache-Control': caching[1] } : {}),
      ...securityHeaders,
    });
    createReadStream(file).pipe(response);
  });
  const start = () => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await start();
  return {
    origin: `http://localhost:${port}`,
    requests,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
