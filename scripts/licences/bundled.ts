import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages whose published files already carry other packages' code (pre-bundled dist files), which
 * the build cannot see as modules of their own. Each named dependency, and everything it depends on
 * in turn, is listed in the notice and the SBOM with the licence texts of its installed copy.
 */
export const CARRIED: Record<string, string[]> = {
  // dist/svgo.browser.js, the file 'svgo/browser' resolves to (its CLI dependencies are below).
  svgo: ['css-tree', 'csso', 'sax', 'css-select', 'css-what'],
  // dist/ort.bundle.min.mjs includes its common API package.
  'onnxruntime-web': ['onnxruntime-common'],
  // dist/html2canvas.esm.js carries its text dependencies (banners in the file) and tslib's helpers
  // (a devDependency, so named here).
  html2canvas: ['css-line-break', 'text-segmentation', 'tslib'],
  // workbox-build bundles the runtime into sw.js (scripts/licences/shipped-files.ts WORKBOX_RUNTIME), idb with it.
  'workbox-expiration': ['idb'],
};

/**
 * Dependencies a shipped package declares but whose code does not reach the build, with why. A
 * dependency no module of the build loads must be named here or in CARRIED: otherwise it may sit
 * inside the package's files unnamed, and the build fails.
 */
export const NOT_SHIPPED: Record<string, { packages: string[]; why: string }> = {
  svgo: { packages: ['commander', 'picocolors'], why: 'its command-line interface only, absent from dist/svgo.browser.js' },
  'onnxruntime-web': {
    packages: ['flatbuffers', 'guid-typescript', 'long', 'platform', 'protobufjs'],
    why: 'used by its WebGL and training builds; the bundles the app loads contain none of them',
  },
  'prop-types': { packages: ['loose-envify', 'object-assign', 'react-is'], why: 'its production entry (factoryWithThrowingShims.js) requires none; loose-envify is a build-time transform' },
  'react-transition-group': { packages: ['loose-envify'], why: 'a build-time (browserify) transform' },
  '@jsquash/avif': { packages: ['wasm-feature-detect'], why: 'imported only by encode.js; the app imports the codec files directly (kits/image)' },
  '@jsquash/webp': { packages: ['wasm-feature-detect'], why: 'imported only by encode.js; the app imports the codec files directly (kits/image)' },
  '@jsquash/oxipng': { packages: ['wasm-feature-detect'], why: 'imported only by optimise.js; the app imports the codec files directly (kits/image)' },
  '@imgly/background-removal-data': {
    packages: ['onnxruntime-web'],
    why: 'only its model chunks are copied; the engine ships onnxruntime-web 1.21 from the app\'s own dependency (plugins/image-removebg/resources.ts)',
  },
  'css-tree': { packages: ['mdn-data', 'source-map-js'], why: "the app imports only its tokenizer and utils (kits/svg/outside-references.ts), which load neither: mdn-data feeds its lexer, source-map-js its generator's source maps" },
  canvg: { packages: ['regenerator-runtime'], why: 'its ES module build (lib/index.es.js) uses @babel/runtime helpers instead' },
};

/** Whether a package holds anything but type declarations and documents (an @types package holds no code). */
function holdsCode(dir: string): boolean {
  const walk = (folder: string): boolean =>
    readdirSync(folder, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? entry.name !== 'node_modules' && walk(path.join(folder, entry.name)) : /\.(c|m)?js$|\.wasm$|\.json$/.test(entry.name) && entry.name !== 'package.json',
    );
  return walk(dir);
}

/** The folder a package's dependency resolves to from the package's own folder, as Node finds it. */
export function dependencyDir(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

const dependenciesOf = (dir: string): string[] =>
  Object.keys((JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});

const nameOf = (dir: string): string => (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string }).name;

/**
 * The folders of the packages carried inside the shipped ones (CARRIED and all they depend on),
 * each with the shipped package it rides in.
 */
export function carriedPackages(shipped: Iterable<string>, carried: Record<string, string[]> = CARRIED): Map<string, string> {
  const found = new Map<string, string>();
  for (const carrier of shipped) {
    const host = nameOf(carrier);
    const queue = (carried[host] ?? []).map((name) => ({ from: carrier, name }));
    while (queue.length) {
      const { from, name } = queue.shift()!;
      const dir = dependencyDir(from, name);
      if (!dir) throw new Error(`${host} carries ${name}, which is not installed (scripts/licences/bundled.ts)`);
      if (found.has(dir)) continue;
      found.set(dir, host);
      queue.push(...dependenciesOf(dir).map((inner) => ({ from: dir, name: inner })));
    }
  }
  return found;
}

/**
 * A shipped package's dependency that is not shipped itself (no module of any build loaded it, no
 * rule claims its files) and that neither CARRIED nor NOT_SHIPPED accounts for: its code may be
 * inside the package's files, unnamed. Dependencies that hold no code (type declarations) pass.
 */
export function unaccountedDependencies(
  shipped: Iterable<string>,
  loaded: Set<string>,
  carried: Record<string, string[]> = CARRIED,
  notShipped: Record<string, { packages: string[] }> = NOT_SHIPPED,
): string[] {
  const problems: string[] = [];
  const packages = [...shipped];
  const present = new Set([...loaded, ...packages]);
  for (const dir of packages) {
    const name = nameOf(dir);
    for (const dependency of dependenciesOf(dir)) {
      const depDir = dependencyDir(dir, dependency);
      if (!depDir || present.has(depDir) || !holdsCode(depDir)) continue;
      if (carried[name]?.includes(dependency) || notShipped[name]?.packages.includes(dependency)) continue;
      problems.push(`${name}: depends on ${dependency}, which no module of the build loads; if ${name}'s files carry it, name it in CARRIED, else in NOT_SHIPPED (scripts/licences/bundled.ts)`);
    }
  }
  return problems;
}
