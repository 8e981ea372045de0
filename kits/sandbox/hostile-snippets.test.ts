import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadQuickJs } from './quickjs-module';
import { runSnippet } from './quickjs-runner';
import { MAX_RESULT_CHARS, VALUE_KINDS, validateOutcome } from './validate-outcome';

const limits = { timeLimitMs: 500, memoryLimitBytes: 32 * 1024 * 1024 };
let engine: QuickJSWASMModule;
const run = (code: string) => runSnippet(engine, { sources: [] }, code, limits);
const printed: string[] = [];

beforeAll(async () => {
  engine = await loadQuickJs();
});

afterEach(() => vi.restoreAllMocks());

/** Every outcome a hostile snippet gets is plain strings in a known shape, and the next run works. */
function expectWellFormed(code: string) {
  for (const method of ['error', 'warn', 'log'] as const) vi.spyOn(console, method).mockImplementation((...args) => void printed.push(args.join(' ')));
  const outcome = run(code);
  expect(validateOutcome(outcome)).toEqual(outcome);
  if (outcome.status === 'ok') {
    expect(typeof outcome.value).toBe('string');
    expect(VALUE_KINDS).toContain(outcome.kind);
  }
  if (outcome.status === 'error') expect([typeof outcome.name, typeof outcome.message]).toEqual(['string', 'string']);
  expect(run('1 + 1')).toMatchObject({ status: 'ok', value: '2' });
  expect(printed.filter((line) => line.includes('Aborted('))).toEqual([]);
  return outcome;
}

describe('hostile snippets (issue 17 item 3)', () => {
  it('a replaced JSON.stringify cannot put an object where the page expects text', () => {
    expect(expectWellFormed(`JSON.stringify = () => '{"text":{"a":1},"kind":"string"}'; ({ a: 1 })`)).toMatchObject({ value: '{\n  "a": 1\n}', kind: 'object' });
    expectWellFormed('JSON.stringify = () => ({}); 1');
    expectWellFormed('JSON.parse = () => ({ text: {} }); ({ a: 1 })');
  });

  it('patched prototypes and built-ins do not change how results are printed', () => {
    expect(expectWellFormed('Object.prototype.toJSON = () => ({}); 5')).toMatchObject({ value: '5', kind: 'number' });
    expect(expectWellFormed('Function.prototype.call = null; Array.prototype.map = null; console.log("hi"); [1]')).toMatchObject({
      status: 'ok',
      logs: [{ level: 'log', text: 'hi' }],
    });
    expect(expectWellFormed('Error.prototype.name = {}; throw new Error("x")')).toMatchObject({ status: 'error', message: 'x' });
    expectWellFormed('String = () => ({}); ({ a: 1 })');
  });

  it('hostile values: getters, toJSON, toString, Proxy, Symbol', () => {
    expect(expectWellFormed('new Proxy({}, { get() { throw new Error("x") }, ownKeys() { throw new Error("y") } })')).toMatchObject({ value: '[unprintable value]' });
    expect(expectWellFormed('({ get x() { while (true) {} } })')).toMatchObject({ status: 'timeout' });
    expectWellFormed('({ toJSON() { throw new Error("no") }, toString() { throw new Error("no") } })');
    expectWellFormed('throw { get message() { throw new Error("m") } }');
    expect(expectWellFormed('Symbol("s")')).toMatchObject({ value: 'Symbol(s)', kind: 'symbol' });
  });

  it('a 10 MB string is cut to the limit and says how much was left out', () => {
    const outcome = expectWellFormed('"x".repeat(10_000_000)');
    expect(outcome).toMatchObject({ status: 'ok', truncatedChars: 10_000_000 - MAX_RESULT_CHARS });
    expect(outcome.status === 'ok' && outcome.value.length).toBe(MAX_RESULT_CHARS);
  });

  it('deep recursion is a clean stack-overflow error, and freeing the runtime no longer aborts', () => {
    expect(expectWellFormed('function f() { return f() } f()')).toMatchObject({ status: 'error', name: 'InternalError', message: 'stack overflow' });
    expectWellFormed('function f() { return f() } try { f() } catch (e) { 1 }');
    expect(expectWellFormed('function f(n) { return n ? f(n - 1) : 0 } f(300)')).toMatchObject({ status: 'ok', value: '0' });
  });

  it('memory bombs and endless loops end as errors or timeouts', () => {
    expect(['limit', 'timeout']).toContain(expectWellFormed('const a = []; while (true) a.push(new Array(1e5))').status);
    expect(expectWellFormed('(async () => { await null; while (true) {} })()')).toMatchObject({ status: 'timeout' });
  });
});

describe('validateOutcome', () => {
  it('turns anything malformed into a well-formed outcome', () => {
    expect(validateOutcome({ status: 'ok', value: { a: 1 }, kind: 'string', logs: [], durationMs: 1 })).toEqual({ status: 'unknown', logs: [] });
    expect(validateOutcome({ status: 'ok', value: 'v', kind: 'evil', logs: [{ level: 'evil', text: 'x' }, { level: 'log', text: 5 }, { level: 'warn', text: 'ok' }], durationMs: NaN })).toEqual({
      status: 'ok',
      value: 'v',
      kind: 'object',
      logs: [{ level: 'warn', text: 'ok' }],
      durationMs: 0,
    });
    expect(validateOutcome({ status: 'error', name: {}, message: 'x', logs: [] })).toEqual({ status: 'unknown', logs: [] });
    expect(validateOutcome('nonsense')).toEqual({ status: 'unknown', logs: [] });
    expect(validateOutcome({ status: 'pwned', logs: 'x' })).toEqual({ status: 'unknown', logs: [] });
  });
});

describe('error positions', () => {
  it('a syntax error says its line and column in the snippet', () => {
    expect(run('const a = 1;\nconst b = (;\n')).toMatchObject({ status: 'error', name: 'SyntaxError', line: 2, column: 12 });
    expect(run('const a = 1;\n  null.x')).toMatchObject({ status: 'error', name: 'TypeError', line: 2, column: 7 });
  });
});
