import { describe, expect, it } from 'vitest';
import { packageDir } from '../../core/build/asset-table';
import { carriedPackages, dependencyDir, unaccountedDependencies } from './bundled';
import { readPackage } from './package-info';

const names = (found: Map<string, string>) => [...found.keys()].map((dir) => readPackage(dir).name);

describe('packages carried inside other packages\' files', () => {
  it('lists what svgo\'s browser bundle carries, with the dependencies of each, from their installed copies', () => {
    const found = carriedPackages([packageDir('svgo')]);
    expect(names(found)).toEqual(
      expect.arrayContaining(['css-tree', 'csso', 'sax', 'css-select', 'css-what', 'nth-check', 'domutils', 'domhandler', 'entities', 'boolbase', 'mdn-data']),
    );
    expect(new Set(found.values())).toEqual(new Set(['svgo']));
    for (const dir of found.keys()) expect(readPackage(dir).texts.length, dir).toBeGreaterThan(0);
  });

  it('resolves a carried dependency as Node would: csso, inside svgo\'s bundle, has its own css-tree 2', () => {
    const csso = dependencyDir(packageDir('svgo'), 'csso')!;
    expect(readPackage(dependencyDir(csso, 'css-tree')!).version).toMatch(/^2\./);
    expect(readPackage(dependencyDir(packageDir('svgo'), 'css-tree')!).version).toMatch(/^3\./);
  });

  it('names a dependency that no module loads and no list accounts for', () => {
    const svgo = packageDir('svgo');
    expect(unaccountedDependencies([svgo], new Set())).toEqual([]);
    const problems = unaccountedDependencies([svgo], new Set(), {}, {});
    expect(problems).toContain(
      "svgo: depends on css-tree, which no module of the build loads; if svgo's files carry it, name it in CARRIED, else in NOT_SHIPPED (scripts/licences/bundled.ts)",
    );
  });
});
