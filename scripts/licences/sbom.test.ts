import { describe, expect, it } from 'vitest';
import { packageDir } from '../../core/build/asset-table';
import { readPackage, repositoryUrl } from './package-info';
import { renderSbom } from './sbom';

const app = { version: '1.0.0', sourceUrl: 'https://example.org/tree/abc', timestamp: new Date('2026-11-27T18:00:00Z') };

interface Part {
  name: string;
  version?: string;
  purl?: string;
  licenses: { license?: { id?: string; name?: string }; expression?: string }[];
  externalReferences?: { url: string }[];
  components?: Part[];
}

const everyPart = (parts: Part[] = []): Part[] => parts.flatMap((part) => [part, ...everyPart(part.components)]);

describe('the CycloneDX SBOM', () => {
  it('lists the libraries compiled into a wasm binary as parts of its package', () => {
    const sbom = JSON.parse(renderSbom([readPackage(packageDir('@ffmpeg/core'))], app));
    const [core] = sbom.components;
    expect(core).toMatchObject({ group: '@ffmpeg', name: 'core', purl: expect.stringMatching(/^pkg:npm\/%40ffmpeg\/core@/), licenses: [{ license: { id: 'GPL-2.0-or-later' } }] });
    expect(core.components.map((part: { name: string }) => part.name)).toEqual(expect.arrayContaining(['FFmpeg', 'x264', 'x265', 'libvpx', 'zlib', 'libass']));
    expect(sbom.metadata.component.externalReferences).toEqual([{ url: 'https://example.org/tree/abc', type: 'vcs' }]);
  });

  it('gives every part an SPDX licence and every reference a URL, with a stable serial number and time', () => {
    const packages = ['@ffmpeg/core', 'onnxruntime-web', '@jsquash/oxipng', 'libheif-js', 'svgo'].map((name) => readPackage(packageDir(name)));
    const text = renderSbom(packages, app);
    const sbom = JSON.parse(text);
    expect(sbom.serialNumber).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sbom.metadata.timestamp).toBe('2026-11-27T18:00:00.000Z');
    expect(renderSbom(packages, app)).toBe(text);
    const parts = everyPart([sbom.metadata.component, ...sbom.components]);
    for (const part of parts) {
      for (const licence of part.licenses ?? []) expect(licence.license?.name, part.name).toBeUndefined();
      for (const ref of part.externalReferences ?? []) expect(ref.url, part.name).toMatch(/^https:\/\/\S+$/);
    }
    expect(text).not.toMatch(/"LGPL-3\.0"/);
    const named = Object.fromEntries(parts.map((part) => [part.name, part]));
    expect(named['libheif-js'].licenses).toEqual([{ license: { id: 'LGPL-3.0-only' } }]);
    expect(named.Abseil).toMatchObject({ licenses: [{ license: { id: 'Apache-2.0' } }], purl: 'pkg:github/abseil/abseil-cpp@20240722.0' });
    expect(named.oxipng).toMatchObject({ purl: 'pkg:cargo/oxipng@9.1.1', licenses: [{ license: { id: 'MIT' } }] });
    expect(named.libdeflate.version).toBe('1.20');
    expect(named['libjxl (SSIMULACRA 2.1, tools/ssimulacra2.cc)'].licenses).toEqual([{ license: { id: 'BSD-3-Clause' } }]);
  });
});

describe('a package\'s repository', () => {
  it.each([
    ['github:fb55/boolbase', 'https://github.com/fb55/boolbase'],
    ['fb55/boolbase', 'https://github.com/fb55/boolbase'],
    ['git+https://github.com/a/b.git', 'https://github.com/a/b'],
    ['git://github.com/a/b.git', 'https://github.com/a/b'],
    ['git@github.com:a/b.git', 'https://github.com/a/b'],
    ['ssh://git@gitlab.com/a/b.git', 'https://gitlab.com/a/b'],
    ['https://github.com/a/b#readme', 'https://github.com/a/b'],
  ])('%s is written as %s', (stated, url) => {
    expect(repositoryUrl({ repository: stated })).toBe(url);
    expect(repositoryUrl({ repository: { url: stated } })).toBe(url);
  });
});
