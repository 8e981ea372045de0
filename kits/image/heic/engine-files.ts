/**
 * Where the HEIC decoder's wasm (libheif-js: libheif with libde265, LGPL-3.0) is served from. The
 * version is in the path so that a cached copy never outlives an upgrade; kits/image/heic/vite-engine.ts
 * refuses to build when it differs from the installed package.
 */
export const LIBHEIF_VERSION = '1.23.2';
export const HEIC_ENGINE_BASE = `/engines/heic/${LIBHEIF_VERSION}`;
export const HEIC_WASM_FILE = 'libheif.wasm';
/** libheif.wasm's size, for the download progress where a host sends no Content-Length. */
export const HEIC_WASM_BYTES = 1_422_377;
/**
 * libheif.wasm's SHA-256 (subresource-integrity form): the worker checks the bytes against it before
 * compiling them, first visit included; vite-engine.ts refuses to build when the package's file differs.
 */
export const HEIC_WASM_SHA256 = 'sha256-5KqDM/vlXsfGx3b3NSNvQL7ZEDGISY+BMdTlK3PN/ug=';
