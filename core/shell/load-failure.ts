/**
 * Whether an error is a screen's code that did not arrive (a chunk's import or its CSS failed), as
 * opposed to code that arrived and threw. Browsers word a failed dynamic import differently, and
 * Vite's preload helper adds its own message for CSS.
 */
const LOAD_FAILURE = /dynamically imported module|importing a module script failed|error loading dynamically imported|unable to preload css/i;

export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && (LOAD_FAILURE.test(error.message) || error.name === 'ChunkLoadError');
}
