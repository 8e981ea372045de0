/**
 * Where the app is served: `/` or a prefix such as `/tools/` (LOCALBOX_BASE at build time, vite's
 * `base`). Every path the app makes itself (engine files, links it copies, the router) goes under it.
 * Node (build scripts, unit tests, tools loading vite.config.ts) may have no import.meta.env, or one
 * without BASE_URL: there the app is at the root.
 */
const BASE_PATH: string = (typeof import.meta.env === 'undefined' ? undefined : (import.meta.env.BASE_URL as string | undefined)) ?? '/';

/** An app path (`/engines/heic/…`, `/recipe`) as served under the base. */
export const appPath = (path: string) => `${BASE_PATH}${path.replace(/^\//, '')}`;

/** The router's base: the prefix without its trailing slash, '' at the root. */
export const ROUTER_BASE = BASE_PATH.replace(/\/$/, '');
