import wasmUrl from '@jitl/quickjs-wasmfile-release-sync/wasm?url';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { deploymentIsSafe } from '../../core/processing/deployment-guard';
import { lockNetwork } from '../../core/processing/lock-network';

/** Where a snippet processor gets its QuickJS engine; tests give one loaded from Node's files. */
export interface SandboxEngine {
  load(): Promise<QuickJSWASMModule>;
  /** The instance can no longer be trusted (its wasm aborted): the next load makes a fresh one. */
  discard(): void;
}

// Compiled once: after a crash the engine is instantiated again from it, with the network gone.
let compiled: Promise<WebAssembly.Module> | null = null;
let engine: Promise<QuickJSWASMModule> | null = null;

/** The sandbox worker's engine: once it is loaded, nothing later in the worker can reach a server. */
export const workerSandboxEngine: SandboxEngine = {
  load() {
    if (!compiled) {
      compiled = compileWasm(wasmUrl);
      compiled.catch(() => (compiled = null));
    }
    return (engine ??= compiled.then(async (module) => {
      const { loadQuickJs } = await import('./quickjs-module');
      const ready = await loadQuickJs(module);
      if (await deploymentIsSafe()) lockNetwork();
      return ready;
    }));
  },
  discard() {
    engine = null;
  },
};

/** The engine's wasm, compiled while it streams in (or from its bytes where the host mislabels it). */
async function compileWasm(url: string): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}
