/**
 * The path prefix the build is served under: `LOCALBOX_BASE=/tools/ npm run build` makes a build for
 * https://example.org/tools/ (routes, service worker and its scope, engines, manifest, strings and
 * workers all under it). Unset, the app is at the root. Always starts and ends with a slash.
 */
export function basePath(value = process.env.LOCALBOX_BASE): string {
  if (!value || value === '/') return '/';
  const base = `/${value.replace(/^\/+|\/+$/g, '')}/`;
  if (!/^(\/[A-Za-z0-9._~-]+)+\/$/.test(base) || base.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`LOCALBOX_BASE must be a path such as /tools/ (letters, digits, . _ ~ -), not ${JSON.stringify(value)}`);
  }
  return base;
}
