import { readFileSync } from 'node:fs';

/**
 * Where the files no bundle names come from: engines copied from node_modules, files the build
 * writes itself, and public/. Every file in the build must be claimed by a bundle or by one of these
 * rules, or the build fails (scripts/licences/check.ts): a new engine adds its rule here.
 */
export const OWN = 'localbox';

export interface ShippedRule {
  files: RegExp;
  /** The packages the matching file comes from (OWN for the project itself). */
  from: (match: RegExpExecArray) => string[];
}

const fixed = (...names: string[]) => () => names;

/** The @fontsource package a font file is named after (<id>-<subset>-<weight>-<style>.woff), the longest id that fits. */
function fontPackageOf(file: string): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string> };
  const ids = Object.keys(dependencies).filter((name) => name.startsWith('@fontsource/')).map((name) => name.slice('@fontsource/'.length));
  const id = ids.filter((candidate) => file.startsWith(`${candidate}-`)).sort((a, b) => b.length - a.length)[0];
  return id ? [`@fontsource/${id}`] : [];
}

/** The runtime workbox-build bundles into workbox-<hash>.js and sw.js. */
const WORKBOX_RUNTIME = ['workbox-core', 'workbox-precaching', 'workbox-routing', 'workbox-strategies', 'workbox-expiration', 'workbox-cacheable-response'];

export const SHIPPED_RULES: ShippedRule[] = [
  { files: /^engines\/ffmpeg\/[^/]+\/st\/[^/]+$/, from: fixed('@ffmpeg/core') },
  { files: /^engines\/ffmpeg\/[^/]+\/mt\/[^/]+$/, from: fixed('@ffmpeg/core-mt') },
  { files: /^engines\/heic\/[^/]+\/libheif\.wasm$/, from: fixed('libheif-js') },
  { files: /^engines\/removebg\/ort-wasm[^/]*\.(wasm|mjs)$/, from: fixed('onnxruntime-web') },
  { files: /^engines\/removebg\/([0-9a-f]{64}|resources\.json)$/, from: fixed('@imgly/background-removal-data') },
  { files: /^engines\/favicon-generator\/tabler-outline\.json$/, from: fixed('@tabler/icons') },
  { files: /^engines\/favicon-generator\/emoji\/[0-9a-f-]+\.svg$/, from: fixed('twemoji-svg') },
  { files: /^engines\/(?:(?:favicon-generator|svg-to-pdf)\/fonts|metric-fonts)\/([\w-]+\.woff2?)$/, from: (m) => fontPackageOf(m[1]) },
  { files: /^engines\/svg-to-pdf\/fonts\/faces\.json$/, from: fixed('@fontsource/noto-sans-sc', '@fontsource/noto-sans-kr') },
  { files: /^engines\/metric-fonts\/faces\.json$/, from: fixed('@fontsource/tinos') },
  { files: /^(sw\.js|workbox-[\w-]+\.js)$/, from: fixed(...WORKBOX_RUNTIME) },
  // Written by the build from the project's own configuration, or copied from public/.
  { files: /^(index\.html|_headers|_redirects|manifest\.webmanifest|\.vite\/manifest\.json|LICENSE\.txt|third-party-licenses\.txt|sbom\.cdx\.json|engine-integrity\.js(on)?)$/, from: fixed(OWN) },
  { files: /^(icon-\d+\.png|logo\.svg|theme-init\.js|network-report-sw\.js)$/, from: fixed(OWN) },
  // The hashes of an engine folder's files (core/build/engine-pins.ts).
  { files: /^engines\/.+\/pins\.json$/, from: fixed(OWN) },
];

/** The packages a file no bundle names comes from, or undefined when no rule claims it. */
export function shippedFrom(file: string): string[] | undefined {
  for (const rule of SHIPPED_RULES) {
    const match = rule.files.exec(file);
    if (match) return rule.from(match);
  }
  return undefined;
}
