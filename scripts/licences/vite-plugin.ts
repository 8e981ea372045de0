import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { packageDir } from '../../core/build/asset-table';
import { LICENCE_PATHS, sourceUrlAt } from '../../core/app/build-info';
import { buildCommit, buildTime } from './build-info';
import { carriedPackages, unaccountedDependencies } from './bundled';
import { compiledInProblems, coverageProblems, licenceProblems } from './check';
import { COMPILED_IN, IN_OWN_CODE } from './compiled-in';
import { renderNotice } from './notice';
import { packageDirOf, readPackage, type PackageInfo } from './package-info';
import { renderSbom } from './sbom';
import { OWN, shippedFrom } from './shipped-files';

/** What the build writes beside the files: the notice, the SBOM and the app's own licence text. */
export const NOTICE_FILE = LICENCE_PATHS.notice.slice(1);
export const SBOM_FILE = LICENCE_PATHS.sbom.slice(1);
export const LICENCE_FILE = LICENCE_PATHS.agpl.slice(1);

/** File in the output → the package folders (or OWN) its bytes come from, over the main and worker builds. */
const bundleClaims = new Map<string, Set<string>>();
/** The package folders of every module any build loaded, used or tree-shaken. */
const loadedPackages = new Set<string>();

function claim(file: string, from: Iterable<string>) {
  const set = bundleClaims.get(file) ?? new Set<string>();
  for (const source of from) set.add(source);
  bundleClaims.set(file, set);
}

const originOf = (id: string) => packageDirOf(id) ?? OWN;

function record(bundle: Rollup.OutputBundle) {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') {
      const from = new Set(Object.keys(output.modules).map(originOf));
      claim(output.fileName, from);
      // A chunk's CSS comes from the same modules.
      const css = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [];
      for (const file of css) claim(file, from);
    } else if (output.originalFileNames.length) {
      claim(output.fileName, output.originalFileNames.map(originOf));
    }
  }
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** A package name from a rule or a package folder from a bundle → that package's folder. */
const folderOf = (source: string) => (path.isAbsolute(source) ? source : packageDir(source));

/**
 * Collects what every build (main and workers) bundles; once the main build is written (engines
 * copied, service worker generated), claims every file of the output for a package or the app,
 * checks each package's licence against the allow-list, and writes the notice, the SBOM and the
 * app's licence text. Any unclaimed file or disallowed licence fails the build.
 */
export function thirdPartyLicenses({ main }: { main: boolean }): Plugin {
  let outDir = 'dist';
  let publicDir = '';
  return {
    name: 'localbox-third-party-licenses',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    buildStart() {
      // Worker builds run inside the main build: a new main build starts a new record.
      if (main) {
        bundleClaims.clear();
        loadedPackages.clear();
      }
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        record(bundle);
        for (const id of this.getModuleIds()) {
          const dir = packageDirOf(id);
          if (dir) loadedPackages.add(dir);
        }
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!main) return;
        const publicFiles = new Set(publicDir && existsSync(publicDir) ? walk(publicDir) : []);
        const claims = (file: string) => {
          const fromBundle = bundleClaims.get(file);
          if (fromBundle) return [...fromBundle];
          return shippedFrom(file) ?? (publicFiles.has(file) ? [OWN] : undefined);
        };
        const files = walk(outDir);
        const sources = new Set(files.flatMap((file) => claims(file) ?? []).filter((source) => source !== OWN));
        const byFolder = new Map([...sources].map((source) => [source, folderOf(source)]));
        const shipped = new Set(byFolder.values());
        const packages = new Map<string, PackageInfo>();
        for (const folder of shipped) {
          const info = readPackage(folder);
          packages.set(`${info.name}@${info.version}`, info);
        }
        for (const [folder, host] of carriedPackages(shipped)) {
          const info = readPackage(folder);
          if (!packages.has(`${info.name}@${info.version}`)) packages.set(`${info.name}@${info.version}`, { ...info, carriedIn: host });
        }
        const list = [...packages.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
        const noticed = new Set([OWN, ...byFolder.keys()]);
        const problems = [
          ...coverageProblems(files, claims, noticed),
          ...unaccountedDependencies(shipped, loadedPackages),
          ...list.flatMap((pkg) => [...licenceProblems(pkg), ...compiledInProblems(pkg.name, COMPILED_IN[pkg.name])]),
          ...compiledInProblems(OWN, IN_OWN_CODE),
        ];
        if (problems.length) throw new Error(`Licence check failed:\n${problems.join('\n')}`);
        const sourceUrl = sourceUrlAt(buildCommit());
        const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
        writeFileSync(path.join(outDir, NOTICE_FILE), renderNotice(list, { licencesDir: path.resolve('licences'), sourceUrl }));
        writeFileSync(path.join(outDir, SBOM_FILE), renderSbom(list, { version, sourceUrl, timestamp: buildTime() }));
        writeFileSync(path.join(outDir, LICENCE_FILE), readFileSync('LICENSE.md', 'utf8'));
      },
    },
  };
}
