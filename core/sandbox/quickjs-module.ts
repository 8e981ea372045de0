import releaseSyncVariant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

/**
 * Loads the QuickJS wasm engine. In the browser the worker passes the wasm's URL (served from our
 * own origin, compiled under 'wasm-unsafe-eval'); in Node tests the variant finds the file itself.
 */
export function loadQuickJs(wasmLocation?: string): Promise<QuickJSWASMModule> {
  const variant = wasmLocation ? newVariant(releaseSyncVariant, { wasmLocation }) : releaseSyncVariant;
  return newQuickJSWASMModuleFromVariant(variant);
}
