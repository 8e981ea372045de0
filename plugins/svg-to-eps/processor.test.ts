// @vitest-environment jsdom
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import processor from './processor.main';

const context = { progress: () => {}, signal: new AbortController().signal };
const run = async (svg: string) => {
  // jsdom's Blob cannot be read; the page's (like Node's) can.
  const file = new NodeBlob([svg], { type: 'image/svg+xml' }) as unknown as Blob;
  return (await processor({ file, name: 'a.svg', type: file.type, size: file.size }, {}, context))[0];
};

describe('svg-to-eps processor', () => {
  it('writes the EPS and puts a notice on the row only when something was approximated', async () => {
    const exact = await run('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>');
    if (exact.kind !== 'file') throw new Error('expected a file');
    expect([exact.name, exact.type, exact.info]).toEqual(['a.eps', 'application/postscript', undefined]);
    expect(new TextDecoder().decode(exact.data as ArrayBuffer)).toMatch(/^%!PS-Adobe-3\.0 EPSF-3\.0/);
    const approximated = await run('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" opacity=".5"/></svg>');
    expect(approximated).toMatchObject({ info: { noteKey: 'notes.approximated' } });
  });

  it('refuses what is not an SVG with the converters\' shared reason', async () => {
    await expect(run('hello')).rejects.toMatchObject({ key: 'svg-convert:errors.notSvg' });
  });
});
