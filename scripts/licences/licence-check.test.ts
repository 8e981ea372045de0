import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTICE_FILE, SBOM_FILE, thirdPartyLicenses } from './vite-plugin';

/**
 * Real Vite builds of a tiny project with the licence plugin: one package under an allowed
 * licence, one under a licence outside the allow-list, and a file no rule claims.
 */
const root = mkdtempSync(path.join(tmpdir(), 'licence-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fakePackage(name: string, licence: string, licenceText?: string, dependencies: Record<string, string> = {}) {
  const dir = path.join(root, 'node_modules', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.2.3', license: licence, main: 'index.js', dependencies }));
  writeFileSync(path.join(dir, 'index.js'), `export const ${name.replace(/-/g, '_')} = '${name}';\n`);
  if (licenceText) writeFileSync(path.join(dir, 'LICENSE-MIT.txt'), licenceText);
}

fakePackage('fake-mit', 'MIT', 'MIT License\n\nCopyright (c) 2026 Fake Author');
fakePackage('fake-sspl', 'SSPL-1.0', 'Server Side Public License');
fakePackage('fake-bare', 'MIT');
fakePackage('fake-gpl', 'GPL-3.0', 'GNU General Public License version 3');
// Its index.js stands for a pre-bundled file: fake-inner's code is inside it, with no import.
fakePackage('fake-inner', 'MIT', 'MIT License\n\nCopyright (c) 2026 Inner Author');
fakePackage('fake-bundler', 'MIT', 'MIT License\n\nCopyright (c) 2026 Bundler Author', { 'fake-inner': '^1.2.3' });

async function buildWith(imports: string[], extra: Plugin[] = []) {
  const outDir = mkdtempSync(path.join(root, 'dist-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
  writeFileSync(path.join(root, 'main.js'), `${imports.map((name) => `import * as ${name.replace(/-/g, '_')} from '${name}';`).join('\n')}\nconsole.log(${imports.map((name) => name.replace(/-/g, '_')).join(', ')});\n`);
  await build({ root, configFile: false, logLevel: 'silent', publicDir: false, build: { outDir, emptyOutDir: true }, plugins: [thirdPartyLicenses({ main: true }), ...extra] });
  return outDir;
}

const emitsUnclaimedFile: Plugin = {
  name: 'unclaimed',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'engines/mystery/data.bin', source: new Uint8Array([1, 2, 3]) });
  },
};

describe('the licence step of the build', () => {
  it('writes a notice with every bundled package\'s licence text and a CycloneDX SBOM', async () => {
    const outDir = await buildWith(['fake-mit']);
    const notice = readFileSync(path.join(outDir, NOTICE_FILE), 'utf8');
    expect(notice).toContain('- fake-mit@1.2.3 (MIT)');
    expect(notice).toContain('Copyright (c) 2026 Fake Author');
    expect(notice).toContain('AGPL-3.0-or-later');
    const sbom = JSON.parse(readFileSync(path.join(outDir, SBOM_FILE), 'utf8'));
    expect(sbom.bomFormat).toBe('CycloneDX');
    expect(sbom.specVersion).toBe('1.6');
    expect(sbom.metadata.component.licenses).toEqual([{ license: { id: 'AGPL-3.0-or-later' } }]);
    expect(sbom.components).toContainEqual(expect.objectContaining({ name: 'fake-mit', version: '1.2.3', purl: 'pkg:npm/fake-mit@1.2.3', licenses: [{ license: { id: 'MIT' } }] }));
    expect(readFileSync(path.join(outDir, 'LICENSE.txt'), 'utf8')).toContain('GNU Affero General Public License');
  });

  it('fails on a package whose licence is outside the allow-list', async () => {
    await expect(buildWith(['fake-mit', 'fake-sspl'])).rejects.toThrow(/fake-sspl@1\.2\.3: SSPL-1\.0 is not in the allow-list/);
  });

  it('fails on a package whose files carry a dependency nothing names', async () => {
    await expect(buildWith(['fake-bundler'])).rejects.toThrow(/fake-bundler: depends on fake-inner, which no module of the build loads/);
  });

  it('accepts a dependency the build loads as a module of its own', async () => {
    const outDir = await buildWith(['fake-bundler', 'fake-inner']);
    expect(readFileSync(path.join(outDir, NOTICE_FILE), 'utf8')).toContain('- fake-inner@1.2.3 (MIT)');
  });

  it('fails on a deprecated GNU licence id', async () => {
    await expect(buildWith(['fake-gpl'])).rejects.toThrow(/fake-gpl@1\.2\.3: "GPL-3\.0" is a deprecated SPDX id/);
  });

  it('fails on a package that ships no licence text', async () => {
    await expect(buildWith(['fake-bare'])).rejects.toThrow(/fake-bare@1\.2\.3: no licence text/);
  });

  it('fails on a shipped file that nothing claims', async () => {
    await expect(buildWith(['fake-mit'], [emitsUnclaimedFile])).rejects.toThrow(/engines\/mystery\/data\.bin: no licence entry/);
  });
});
