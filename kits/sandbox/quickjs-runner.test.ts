import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONSOLE_CHARS, MAX_CONSOLE_LINES } from './console-cap';
import type { SandboxLibrary } from './outcome';
import { loadQuickJs } from './quickjs-module';
import { runSnippet } from './quickjs-runner';
import { validateOutcome } from './validate-outcome';

const limits = { timeLimitMs: 500, memoryLimitBytes: 32 * 1024 * 1024 };
const library: SandboxLibrary = {
  sources: ['var counter = { value: 0 }; this.lib = { twice: function (n) { return n * 2; } };'],
  setup: 'lib.ready = true;',
};
let engine: QuickJSWASMModule;
const run = (code: string) => runSnippet(engine, library, code, limits);

beforeAll(async () => {
  engine = await loadQuickJs();
});

describe('runSnippet', () => {
  it('returns the completion value of the snippet, with the library loaded', () => {
    expect(run('const x = lib.twice(21); lib.ready && x')).toMatchObject({ status: 'ok', value: '42', kind: 'number' });
  });

  it('prints strings as they are and objects as indented JSON', () => {
    expect(run('"plain text"')).toMatchObject({ value: 'plain text', kind: 'string' });
    expect(run('({ a: 1, list: [true, null], at: new Date(0) })')).toMatchObject({
      kind: 'object',
      value: '{\n  "a": 1,\n  "list": [\n    true,\n    null\n  ],\n  "at": "1970-01-01T00:00:00.000Z"\n}',
    });
    expect(run('undefined')).toMatchObject({ value: 'undefined', kind: 'undefined' });
    expect(run('const o = {}; o.self = o; o')).toMatchObject({ value: '{\n  "self": "[Circular]"\n}' });
  });

  it('captures console output in order, with levels, a line per entry', () => {
    const outcome = run('console.log("a", 1, { b: 2 }); console.warn("careful"); console.error(new Error("bad")); 0');
    expect(outcome.logs).toEqual([
      { level: 'log', text: 'a 1 {' },
      { level: 'log', text: '  "b": 2' },
      { level: 'log', text: '}' },
      { level: 'warn', text: 'careful' },
      { level: 'error', text: 'Error: bad' },
    ]);
  });

  it('keeps console output written before an error', () => {
    expect(run('console.log("before"); null.x')).toMatchObject({
      status: 'error',
      name: 'TypeError',
      logs: [{ level: 'log', text: 'before' }],
    });
  });

  it('reports thrown errors with name and message, and plain thrown values as the message', () => {
    expect(run('throw new RangeError("out of range")')).toEqual({ status: 'error', name: 'RangeError', message: 'out of range', logs: [], line: 1, column: 21 });
    expect(run('throw "just text"')).toEqual({ status: 'error', name: '', message: 'just text', logs: [] });
    expect(run('syntax error here')).toMatchObject({ status: 'error', name: 'SyntaxError' });
  });

  it('reports an unknown error when the cause is unknown', () => {
    expect(run('throw undefined')).toEqual({ status: 'unknown', logs: [] });
    expect(run('throw new Error()')).toEqual({ status: 'unknown', logs: [] });
  });

  it('stops a runaway loop at the time limit', () => {
    expect(run('while (true) {}')).toEqual({ status: 'timeout', logs: [] });
  });

  it('stops a runaway getter while printing the result', () => {
    expect(run('({ get forever() { for (;;) {} } })')).toEqual({ status: 'timeout', logs: [] });
  });

  // The time limit is far off, so only the memory limit can end it, however slow the machine.
  it('stops runaway memory use, saying it was the memory limit', { timeout: 120_000 }, () => {
    const small = { timeLimitMs: 100_000, memoryLimitBytes: 4 * 1024 * 1024 };
    const outcome = runSnippet(engine, library, 'const a = []; for (;;) a.push("x".repeat(1000) + a.length)', small);
    expect(outcome).toEqual({ status: 'limit', limit: 'memory', logs: [] });
  });

  it('awaits a snippet that ends in a promise', () => {
    expect(run('(async () => { await null; return "done"; })()')).toMatchObject({ status: 'ok', value: 'done' });
    expect(run('Promise.reject(new Error("nope"))')).toMatchObject({ status: 'error', message: 'nope' });
  });

  it('starts every run from a clean library', () => {
    run('counter.value = 99; lib.twice = () => 0');
    expect(run('[counter.value, lib.twice(2)]')).toMatchObject({ value: '[\n  0,\n  4\n]' });
  });

  it('gives the snippet no way out: no host bridge, network, timers or page', () => {
    const outcome = run('[typeof __host, typeof fetch, typeof XMLHttpRequest, typeof setTimeout, typeof self, typeof document, typeof __sandboxDescribe]');
    expect(JSON.parse((outcome as { value: string }).value)).toEqual(Array(7).fill('undefined'));
  });

  it('formats dates with the worker’s Intl, including time zones', () => {
    const outcome = run(`new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: '2-digit', hour12: false }).format(Date.UTC(2024, 0, 1, 0))`);
    expect(outcome).toMatchObject({ value: '09' });
    expect(run(`new Date(Date.UTC(2024, 0, 1)).toLocaleDateString('de-DE', { timeZone: 'UTC' })`)).toMatchObject({ value: '1.1.2024' });
    expect(run(`Intl.DateTimeFormat().resolvedOptions().timeZone`)).toMatchObject({ value: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(run(`new Intl.DateTimeFormat('en', { timeZone: 'Nowhere/Else' })`)).toMatchObject({ status: 'error', name: 'RangeError' });
  });
});

// The time limit is far off, so only the limit under test can end a run, however slow the machine.
describe('the sandbox’s own limits (issue 41 items 5 and 12)', { timeout: 120_000 }, () => {
  const patient = (code: string) => runSnippet(engine, library, code, { ...limits, timeLimitMs: 100_000 });

  it('a logging flood keeps the first lines within the console caps and counts the rest', () => {
    const outcome = patient('for (let i = 0; i < 50; i++) console.log("y\\n".repeat(5000)); 1');
    expect(outcome).toMatchObject({ status: 'ok', value: '1' });
    expect(outcome.logs).toHaveLength(MAX_CONSOLE_LINES);
    // 50 texts of 5,001 lines each (the last one empty).
    expect(outcome.logsCut).toBe(50 * 5001 - MAX_CONSOLE_LINES);
    expect(outcome.logs.reduce((sum, line) => sum + line.text.length, 0)).toBeLessThanOrEqual(MAX_CONSOLE_CHARS);
    expect(validateOutcome(outcome)).toEqual(outcome);
  });

  it('a result nested deeper than the printer goes is a "too deep" limit, not an aborted engine; shallower ones print', () => {
    expect(patient('let o = {}, c = o; for (let i = 0; i < 1e5; i++) { c.a = {}; c = c.a } o')).toEqual({ status: 'limit', limit: 'depth', logs: [] });
    expect(run('1 + 1')).toMatchObject({ status: 'ok', value: '2' });
    const fifty = run('let o = {}, c = o; for (let i = 0; i < 50; i++) { c.a = {}; c = c.a } o');
    expect(fifty).toMatchObject({ status: 'ok', kind: 'object' });
    expect(fifty.status === 'ok' && fifty.value.split('"a"').length - 1).toBe(50);
    // Shared (not circular) values print once, as before.
    expect(run('const s = { x: 1 }; [s, s]')).toMatchObject({ value: '[\n  {\n    "x": 1\n  },\n  "[Circular]"\n]' });
  });

  it('an endless promise chain stops at the job limit, and the next run works', () => {
    expect(patient('function f() { return Promise.resolve().then(f) } f()')).toEqual({ status: 'limit', limit: 'jobs', logs: [] });
    expect(patient('(async () => { for (;;) await null })()')).toEqual({ status: 'limit', limit: 'jobs', logs: [] });
    expect(patient('(async () => { for (let i = 0; i < 1000; i++) await null; return "done" })()')).toMatchObject({ status: 'ok', value: 'done' });
  });
});
