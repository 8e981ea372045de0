import {
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import preludeSource from './guest/prelude.js?raw';
import { ConsoleCap } from './console-cap';
import { installHostBridge } from './host-bridge';
import { MAX_PENDING_JOBS, type ConsoleLine, type RunLimits, type RunOutcome, type SandboxLibrary, type ValueKind } from './outcome';
import { validateOutcome } from './validate-outcome';

/**
 * QuickJS's own stack limit. It must stay well inside the stacks below it: the wasm build's C stack
 * and, in Chromium, the worker thread's native stack, which the interpreter's wasm frames fill much
 * faster than QuickJS counts. At 1 MB (and still at 256 KB in Chromium) deep recursion overran
 * them first, and the aborted runtime logged "Assertion failed: list_empty(&rt->gc_obj_list)".
 * 64 KB allows several hundred nested calls and ends in a clean "InternalError: stack overflow".
 */
const MAX_STACK_BYTES = 64 * 1024;

/**
 * Runs one snippet in a brand-new QuickJS runtime: nothing a previous run did (a changed global
 * locale, a patched prototype) can leak into the next. QuickJS is an interpreter compiled to wasm,
 * so no `eval` happens in the page or the worker, and the interrupt handler stops runaway loops.
 */
export function runSnippet(
  module: QuickJSWASMModule,
  library: SandboxLibrary,
  code: string,
  limits: RunLimits,
  onUserCodeStart: () => void = () => {},
): RunOutcome {
  const output = new ConsoleCap();
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(limits.memoryLimitBytes);
  runtime.setMaxStackSize(MAX_STACK_BYTES);
  const context = runtime.newContext();
  try {
    installHostBridge(context, (level, text) => output.add(level, text));
    evalTrusted(context, preludeSource, 'prelude.js');
    library.sources.forEach((source, index) => evalTrusted(context, source, `library-${index}.js`));
    if (library.setup) evalTrusted(context, library.setup, 'setup.js');
    onUserCodeStart();
    const outcome = evaluateUserCode(runtime, context, code, limits, output.lines);
    return output.cut ? { ...outcome, logsCut: output.cut } : outcome;
  } finally {
    context.dispose();
    runtime.dispose();
  }
}

function evaluateUserCode(runtime: QuickJSRuntime, context: QuickJSContext, code: string, limits: RunLimits, logs: ConsoleLine[]): RunOutcome {
  const describeValue = context.getProp(context.global, '__sandboxDescribe');
  const describeError = context.getProp(context.global, '__sandboxDescribeError');
  evalTrusted(context, 'delete globalThis.__sandboxDescribe; delete globalThis.__sandboxDescribeError;', 'hide.js');

  let interrupted = false;
  const deadline = Date.now() + limits.timeLimitMs;
  runtime.setInterruptHandler(() => (interrupted = Date.now() > deadline));
  const started = performance.now();
  try {
    const result = context.evalCode(code, 'snippet.js');
    if (interrupted) {
      if (result.error) result.error.dispose();
      else result.value.dispose();
      return { status: 'timeout', logs };
    }
    if (result.error) return errorOutcome(context, describeError, result.error, logs);
    const settled = settlePromise(runtime, context, result.value);
    if (interrupted || settled.tooManyJobs) {
      settled.handle.dispose();
      return interrupted ? { status: 'timeout', logs } : { status: 'limit', limit: 'jobs', logs };
    }
    if (settled.rejected) return errorOutcome(context, describeError, settled.handle, logs);
    const durationMs = Math.round(performance.now() - started);
    // Printing runs user code too (getters, toJSON), so it stays under the same deadline.
    const [kind, text] = callDescriber(context, describeValue, settled.handle);
    if (interrupted) return { status: 'timeout', logs };
    // The prelude's printer stops at a depth QuickJS's own stack would not survive.
    if (kind === 'tooDeep') return { status: 'limit', limit: 'depth', logs };
    // The worker sends only what the page would accept (strings, a known kind, capped text).
    return validateOutcome({ status: 'ok', value: text, kind: kind as ValueKind, logs, durationMs });
  } catch (error) {
    if (interrupted) return { status: 'timeout', logs };
    throw error;
  } finally {
    describeValue.dispose();
    describeError.dispose();
  }
}

/**
 * A snippet that ends in a promise (e.g. an async IIFE) is awaited by draining the job queue, up to
 * MAX_PENDING_JOBS jobs: a promise still pending with jobs left over is `tooManyJobs`.
 */
function settlePromise(runtime: QuickJSRuntime, context: QuickJSContext, handle: QuickJSHandle) {
  const state = context.getPromiseState(handle);
  if (state.type === 'fulfilled' && state.notAPromise) return { handle, rejected: false };
  if (state.type === 'fulfilled') state.value.dispose();
  if (state.type === 'rejected') state.error.dispose();
  runtime.executePendingJobs(MAX_PENDING_JOBS).dispose();
  const settled = context.getPromiseState(handle);
  handle.dispose();
  if (settled.type === 'fulfilled') return { handle: settled.value, rejected: false };
  if (settled.type === 'rejected') return { handle: settled.error, rejected: true };
  return { handle: context.newString('Promise { <pending> }'), rejected: false, tooManyJobs: runtime.hasPendingJob() };
}

function errorOutcome(context: QuickJSContext, describeError: QuickJSHandle, error: QuickJSHandle, logs: ConsoleLine[]): RunOutcome {
  const [name, rest] = callDescriber(context, describeError, error);
  const [where, message] = splitFirstLine(rest);
  // QuickJS's memory limit: said in the page's language, with the limit.
  if (name === 'InternalError' && message === 'out of memory') return { status: 'limit', limit: 'memory', logs };
  const [line, column] = where.split(':').map(Number);
  return validateOutcome({ status: 'error', name, message, logs, ...(line ? { line, column } : {}) });
}

/**
 * Calls a prelude describer, which answers "<head>\n<text>", and disposes the argument. A describer
 * that throws or answers something else (it runs user getters) gives ['', ''], read as unknown.
 */
function callDescriber(context: QuickJSContext, describer: QuickJSHandle, argument: QuickJSHandle): [string, string] {
  const result = context.callFunction(describer, context.undefined, argument);
  argument.dispose();
  if (result.error) {
    result.error.dispose();
    return ['', ''];
  }
  const answer = context.typeof(result.value) === 'string' ? context.getString(result.value) : '';
  result.value.dispose();
  return answer.includes('\n') ? splitFirstLine(answer) : ['', ''];
}

function splitFirstLine(text: string): [string, string] {
  const newline = text.indexOf('\n');
  return newline < 0 ? [text, ''] : [text.slice(0, newline), text.slice(newline + 1)];
}

/** Evaluates code we ship (prelude, library, glue); a failure there is our bug, not the user's. */
function evalTrusted(context: QuickJSContext, source: string, filename: string) {
  const result = context.evalCode(source, filename);
  if (result.error) {
    const detail = context.dump(result.error);
    result.error.dispose();
    throw new Error(`Sandbox setup failed in ${filename}: ${JSON.stringify(detail)}`);
  }
  result.value.dispose();
}
