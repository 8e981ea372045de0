// @vitest-environment jsdom
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { svgToEps } from './eps-writer';
import processor from './processor';

const context = { progress: () => {}, signal: new AbortController().signal };
const run = async (eps: string) => {
  // jsdom's Blob cannot be read; the worker's (like Node's) can.
  const file = new NodeBlob([eps], { type: 'application/postscript' }) as unknown as Blob;
  return (await processor({ file, name: 'a.eps', type: file.type, size: file.size }, {}, context))[0];
};

describe('svg-to-eps pool step', () => {
  it('keeps the EPS and puts a notice on the row only when something was approximated', async () => {
    const exact = svgToEps('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>').eps;
    const out = await run(exact);
    expect(out.kind).toBe('file');
    if (out.kind !== 'file') return;
    expect([out.name, out.type, await (out.data as Blob).text(), out.info]).toEqual(['a.eps', 'application/postscript', exact, undefined]);
    const approximated = svgToEps('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" opacity=".5"/></svg>').eps;
    expect(((await run(approximated)) as { info?: unknown }).info).toEqual({ noteKey: 'notes.approximated' });
  });
});
