import { describe, expect, it } from 'vitest';
import { writeIco } from './ico';
import { outputsToPackage, packageToOutputs, SNIPPET_LABEL } from './package-outputs';
import type { FaviconPackage } from './package-spec';

const png = (marker: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, marker]);

describe('favicon package ⇄ outputs', () => {
  it('lists every file then the snippet, and reads the same package back (ICO previews from favicon.ico)', async () => {
    const ico = writeIco([16, 32, 48].map((size) => ({ size, png: png(size) })));
    const pkg: FaviconPackage = {
      files: [
        { name: 'favicon.ico', type: 'image/x-icon', bytes: ico.slice().buffer },
        { name: 'favicon-96x96.png', type: 'image/png', bytes: png(96).buffer, size: 96 },
        { name: 'site.webmanifest', type: 'application/manifest+json', bytes: new TextEncoder().encode('{}').buffer },
      ],
      icoPreviews: [],
      snippet: '<link rel="icon" href="/favicon.ico">',
      source: { width: 64, height: 40 },
    };
    const outputs = packageToOutputs(pkg);
    expect(outputs.map((output) => output.kind)).toEqual(['file', 'file', 'file', 'text']);
    expect(outputs[3]).toMatchObject({ kind: 'text', label: SNIPPET_LABEL, text: pkg.snippet, language: 'html' });
    expect(outputs[1]).toMatchObject({ name: 'favicon-96x96.png', info: { width: 96, height: 96 } });

    const back = await outputsToPackage(outputs);
    expect(back.files.map((file) => [file.name, file.size])).toEqual([['favicon.ico', undefined], ['favicon-96x96.png', 96], ['site.webmanifest', undefined]]);
    expect(back.snippet).toBe(pkg.snippet);
    expect(back.source).toEqual({ width: 64, height: 40 });
    expect(back.icoPreviews.map(({ size, bytes }) => [size, new Uint8Array(bytes)[8]])).toEqual([[16, 16], [32, 32], [48, 48]]);
  });
});
