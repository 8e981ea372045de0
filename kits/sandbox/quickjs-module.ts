import releaseSyncVariant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

/**
 * Loads the QuickJS wasm engine. In the browser the worker passes the wasm compiled once from our own
 * origin (under 'wasm-unsafe-eval'), or its URL; in Node tests the variant finds the file itself.
 */
export function loadQuickJs(wasm?: string | WebAssembly.Module): Promise<QuickJSWASMModule> {
  if (!wasm) return newQuickJSWASMModuleFromVariant(releaseSyncVariant);
  return newQuickJSWASMModuleFromVariant(newVariant(releaseSyncVariant, typeof wasm === 'string' ? { wasmLocation: wasm } : { wasmModule: wasm }));
}
