import wasmUrl from '@jitl/quickjs-wasmfile-release-sync/wasm?url';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { loadQuickJs } from './quickjs-module';
import type { RunOutcome, SandboxLibrary, SandboxRequest, SandboxResponse } from './outcome';
import { runSnippet } from './quickjs-runner';
import { deploymentIsSafe } from '../../core/processing/deployment-guard';
import { lockNetwork } from '../../core/processing/lock-network';
import { reportWorkerNetwork } from '../../core/network/report-worker-network';

/**
 * The body of a code-runner worker. Each runner plugin has a tiny worker entry that calls this with
 * its library, so each worker bundles only its own library's source.
 */
export function startSandboxWorker(library: SandboxLibrary) {
  const scope = self;
  reportWorkerNetwork(scope);
  let engine: Promise<QuickJSWASMModule> | null = null;
  // Compiled once: after a crash the engine is instantiated again from it, with the network gone.
  let compiled: Promise<WebAssembly.Module> | null = null;
  const loadEngine = () => {
    if (!compiled) {
      compiled = compileWasm(wasmUrl);
      compiled.catch(() => (compiled = null));
    }
    return (engine ??= compiled.then(async (module) => {
      const ready = await loadQuickJs(module);
      // Everything this worker needs is loaded: no later code in it can reach a server.
      if (await deploymentIsSafe()) lockNetwork(scope);
      return ready;
    }));
  };

  const reply = (message: SandboxResponse) => scope.postMessage(message);

  scope.onmessage = async (event: MessageEvent<SandboxRequest>) => {
    const request = event.data;
    if (request.type === 'warm-up') {
      await loadEngine();
      return reply({ type: 'ready' });
    }
    let outcome: RunOutcome;
    if (!(await deploymentIsSafe())) return reply({ type: 'result', id: request.id, outcome: { status: 'blocked', logs: [] } });
    try {
      const engineReady = await loadEngine();
      outcome = runSnippet(engineReady, library, request.code, request.limits, () => reply({ type: 'started', id: request.id }));
    } catch {
      // An aborted wasm instance cannot be trusted again: load a fresh engine for the next run.
      engine = null;
      outcome = { status: 'unknown', logs: [] };
    }
    reply({ type: 'result', id: request.id, outcome });
  };
}

/** The engine's wasm, compiled while it streams in (or from its bytes where the host mislabels it). */
async function compileWasm(url: string): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}
