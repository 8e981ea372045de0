import { describe, expect, it } from 'vitest';
import { packageDir } from '../../core/build/asset-table';
import { readPackage } from './package-info';
import { renderSbom } from './sbom';

describe('the CycloneDX SBOM', () => {
  it('lists the libraries compiled into a wasm binary as parts of its package', () => {
    const sbom = JSON.parse(renderSbom([readPackage(packageDir('@ffmpeg/core'))], { version: '1.0.0', sourceUrl: 'https://example.org/tree/abc' }));
    const [core] = sbom.components;
    expect(core).toMatchObject({ group: '@ffmpeg', name: 'core', purl: expect.stringMatching(/^pkg:npm\/%40ffmpeg\/core@/), licenses: [{ license: { id: 'GPL-2.0-or-later' } }] });
    expect(core.components.map((part: { name: string }) => part.name)).toEqual(expect.arrayContaining(['FFmpeg', 'x264', 'x265', 'libvpx', 'zlib', 'libass']));
    expect(sbom.metadata.component.externalReferences).toEqual([{ url: 'https://example.org/tree/abc', type: 'vcs' }]);
  });
});
