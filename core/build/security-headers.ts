/**
 * The security headers a host must send with every response (README: "Deploy").
 * The same policy is written into the built index.html as a meta tag and into dist/_headers,
 * and the preview server sends it, so tests run under exactly what production gets.
 */
const policy: Record<string, string[]> = {
  'default-src': ["'self'"],
  // wasm codecs and engines compile in the page and in workers; nothing else may be evaluated.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'worker-src': ["'self'"],
  // connect-src 'self' is what makes "no file leaves the device" enforceable by the browser.
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'media-src': ["'self'", 'blob:'],
  // Mantine writes CSS variables into style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
};

export function contentSecurityPolicy({ forMetaTag = false } = {}): string {
  const directives = Object.entries(policy).map(([name, values]) => `${name} ${values.join(' ')}`);
  // frame-ancestors is ignored (with a console warning) when delivered in a meta tag.
  if (!forMetaTag) directives.push("frame-ancestors 'self'");
  return directives.join('; ');
}

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  // Cross-origin isolation lets wasm engines use threads (SharedArrayBuffer).
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/**
 * How long a browser may keep each kind of file. Vite names everything under /assets/ by its
 * content's hash, so those never change and are kept a year; the service worker script and the
 * page must be checked on every visit, or an update could never reach the visitor.
 */
export const cachingHeaders: Record<string, string> = {
  '/assets/*': 'public, max-age=31536000, immutable',
  '/sw.js': 'no-cache',
  '/index.html': 'no-cache',
};

/** dist/_headers in the format Netlify and Cloudflare Pages read (rules that match a path add up). */
export function headersFile(): string {
  const lines = Object.entries(securityHeaders).map(([k, v]) => `  ${k}: ${v}`);
  const caching = Object.entries(cachingHeaders).flatMap(([path, value]) => [path, `  Cache-Control: ${value}`]);
  return ['/*', ...lines, ...caching, ''].join('\n');
}
