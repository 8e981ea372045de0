/**
 * Where the app is served: `/` or a prefix such as `/tools/` (LOCALBOX_BASE at build time, vite's
 * `base`). Every path the app makes itself (engine files, links it copies, the router) goes under it.
 * Node (build scripts, unit tests) has no import.meta.env: there the app is at the root.
 */
export const BASE_PATH: string = typeof import.meta.env === 'undefined' ? '/' : import.meta.env.BASE_URL;

/** An app path (`/engines/heic/…`, `/recipe`) as served under the base. */
export const appPath = (path: string) => `${BASE_PATH}${path.replace(/^\//, '')}`;

/** The router's base: the prefix without its trailing slash, '' at the root. */
export const ROUTER_BASE = BASE_PATH.replace(/\/$/, '');
