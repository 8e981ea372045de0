import { BRAND } from '../brand';
import { appPath } from './base-path';

// Defined by vite.config.ts from package.json and git; absent in unit tests.
declare const __LOCALBOX_VERSION__: string | undefined;
declare const __LOCALBOX_COMMIT__: string | undefined;

export const BUILD_VERSION = typeof __LOCALBOX_VERSION__ === 'string' ? __LOCALBOX_VERSION__ : '0.0.0';
/** The commit this build was made from, or "unknown" (a build outside git without LOCALBOX_COMMIT). */
export const BUILD_COMMIT = typeof __LOCALBOX_COMMIT__ === 'string' ? __LOCALBOX_COMMIT__ : 'unknown';

/** The repository at a commit (its root when the commit is unknown): the source of the running version. */
export function sourceUrlAt(commit: string): string {
  return /^[0-9a-f]{7,40}$/.test(commit) ? `${BRAND.repositoryUrl}/tree/${commit}` : BRAND.repositoryUrl;
}

/** Files the build writes beside the app (scripts/licences/vite-plugin.ts). */
export const LICENCE_PATHS = { agpl: appPath('/LICENSE.txt'), notice: appPath('/third-party-licenses.txt'), sbom: appPath('/sbom.cdx.json') } as const;
