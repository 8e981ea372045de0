import { runner } from '../e2e/code-runner';
import { expect, openRoute, test } from '../e2e/fixtures';

/**
 * Sandbox escapes and resource attacks through both code runners (issue 17): each snippet runs in
 * QuickJS inside a worker; none may reach the page, the network or the worker's own globals, leave
 * a mark on the page's objects, or keep the next run from working. The `offsiteRequests` and
 * `crashes` fixtures fail the test on any request that leaves the origin or any aborted engine.
 */
const ESCAPES: [string, RegExp | string][] = [
  ['[typeof window, typeof document, typeof self, typeof globalThis.parent].join()', 'undefined,undefined,undefined,undefined'],
  ['[typeof fetch, typeof XMLHttpRequest, typeof WebSocket, typeof importScripts, typeof postMessage].join()', 'undefined,undefined,undefined,undefined,undefined'],
  ["(function () { return this })().constructor.constructor('return typeof fetch + typeof postMessage')()", 'undefinedundefined'],
  ['typeof __host + typeof __sandboxDescribe', 'undefinedundefined'],
  ['Object.prototype.polluted = "yes"; Array.prototype.evil = 1; "polluted"', 'polluted'],
  [`JSON.stringify = () => '{"text":{"a":1},"kind":"string"}'; ({ a: 1 })`, /"a": 1/],
  ['({ toJSON() { return { toString() { throw 1 } } }, get x() { throw new Error("getter") } })', /\S/],
];

// Both runners share the sandbox: `npm test` attacks the first, the full suite both.
['/date/dayjs-utils', '/date/moment-utils'].forEach((route, index) => {
  const tag = index ? ' @slow' : '';
  test(`${route}: escapes stay inside the sandbox, hostile results print as text; a 10 MB value, a memory bomb, an endless getter and uninterruptible native work end cleanly; the next run works${tag}`, async ({ page }) => {
    await openRoute(page, route);
    const r = runner(page);
    // The first run loads the engine (moment with all its locales): slow on a loaded machine.
    await expect(r.result.or(r.error)).toBeVisible({ timeout: 90_000 });
    for (const [code, expected] of ESCAPES) {
      await r.run(code);
      await expect(r.result, code).toHaveText(expected);
    }
    // Nothing a snippet did reached the page's own objects.
    expect(await page.evaluate(() => [({} as Record<string, unknown>).polluted, ([] as unknown as Record<string, unknown>).evil])).toEqual([undefined, undefined]);

    await r.run('"x".repeat(10_000_000)');
    await expect(page.getByTestId('code-runner-truncated')).toContainText('100,000');
    await r.run('const a = []; while (true) a.push(new Array(1e5))');
    await expect(r.error).toBeVisible({ timeout: 30_000 });
    await r.run('({ get x() { while (true) {} } })');
    await expect(r.error).toContainText('Timed out', { timeout: 30_000 });
    await r.run('function f() { return f() } f()');
    await expect(r.error).toContainText('stack overflow');
    // Native work the interpreter cannot interrupt (a long join of huge BigInts): the job's own
    // timeout stops the worker, and a fresh one runs what follows.
    await r.run('Array(64).fill(3n ** 300000n).join().length');
    await expect(r.error).toContainText('Timed out', { timeout: 30_000 });
    await r.run('40 + 2');
    await expect(r.result).toHaveText('42');
  });
});
