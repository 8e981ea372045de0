import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { START_CHUNKS, shellFiles } from './scripts/bundle-size';
import { workboxOptions } from './core/app/pwa-config';
import { basePath } from './core/build/base-path';
import { engineAssets } from './core/build/engine-assets';
import { engineIntegrity } from './core/build/engine-integrity';
import { enginePins } from './core/build/engine-pins';
import { hostReadyOutput } from './core/build/host-ready';
import { contentSecurityPolicy, headersFile, securityHeaders } from './core/build/security-headers';
import { NETLIFY_REDIRECTS } from './scripts/deploy/host-configs';
import { thirdPartyLicenses } from './scripts/licences/vite-plugin';
import { buildCommit } from './scripts/licences/build-info';

/** Writes the CSP meta tag (build only: the dev server needs inline scripts), dist/_headers and dist/_redirects. */
function securityPlugin(): Plugin {
  return {
    name: 'localbox-security',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ forMetaTag: true }) },
        injectTo: 'head-prepend',
      },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
      // Netlify's single-page fallback (Cloudflare Pages falls back to index.html by itself).
      this.emitFile({ type: 'asset', fileName: '_redirects', source: NETLIFY_REDIRECTS });
    },
  };
}

/**
 * Preloads the chunks core/main.tsx imports at start (react-dom, loaded with import() so that it
 * evaluates in a task of its own) and their imports, with the same links as the entry's static
 * imports: the split adds no round trip.
 */
function preloadStartChunksPlugin(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'localbox-preload-start-chunks',
    apply: 'build',
    configResolved: (config) => void ((root = config.root), (base = config.base)),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const linked = new Set([chunk.fileName, ...chunk.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (linked.has(fileName) || output?.type !== 'chunk') return;
          linked.add(fileName);
          output.imports.forEach(visit);
          files.push(fileName);
        };
        const isStart = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' && output.facadeModuleId !== null && START_CHUNKS.includes(path.relative(root, output.facadeModuleId));
        };
        chunk.dynamicImports.filter(isStart).forEach(visit);
        return files.map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** Rolldown's notes on which plugin took how long: about Vite's own plugins, nothing this project can act on. */
const QUIET_CHECKS = { bundlerTimings: false };

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The build's output folder (`--outDir` may change it), for the service worker's shell list. */
let outDir = 'dist';
const outDirPlugin: Plugin = { name: 'localbox-out-dir', configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)) };

export default defineConfig(async (): Promise<UserConfig> => {
  const engines = await engineAssets();
  // LOCALBOX_BASE=/tools/ serves the whole app under that prefix (deploy/README.md).
  const base = basePath();
  return {
  base,
  plugins: [
    outDirPlugin,
    react(),
    securityPlugin(),
    preloadStartChunksPlugin(),
    thirdPartyLicenses({ main: true }),
    // Each engine plugin (plugins/*/vite-engine.ts) copies its own files to /engines/<id>/.
    ...engines.main,
    // After them: pins every engine file's hash, and answers a missing one with 404.
    engineIntegrity(),
    VitePWA({
      // An update waits for running jobs and is then offered (core/app/pwa.ts), never forced.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Localbox',
        short_name: 'Localbox',
        description: 'Private file and text tools that run entirely in your browser.',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: base,
        scope: base,
        icons: [
          { src: `${base}icon-192.png`, sizes: '192x192', type: 'image/png' },
          { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png' },
          { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Files over the precache limit (large codecs) are expected: they are cached at runtime instead.
      showMaximumFileSizeToCacheInBytesWarning: true,
      workbox: workboxOptions(version, () => shellFiles(outDir), base),
    }),
    // Last: compresses everything above (the service worker too) and checks the hosts' limits.
    hostReadyOutput(),
  ],
  // The running version's commit, for the footer's "Source code" link and the about page.
  // …and the hashes of the engine files a table makes (core/build/engine-pins.ts): made with the plugins above.
  define: { __LOCALBOX_VERSION__: JSON.stringify(version), __LOCALBOX_COMMIT__: JSON.stringify(buildCommit()), __LOCALBOX_ENGINE_PINS__: JSON.stringify(enginePins()) },
  worker: { format: 'es', plugins: () => [thirdPartyLicenses({ main: false }), ...engines.worker()], rolldownOptions: { checks: QUIET_CHECKS } },
  // CSS light-dark() must reach the browser as written: for older targets the minifier rewrites it
  // into variables nothing defines, and those colours vanish. Every browser that runs the app's
  // other features (module workers, OffscreenCanvas) has light-dark().
  // The manifest lets scripts/check-bundle-size.ts hold the home's and each tool's JavaScript to budget.
  // DIST_DIR keeps parallel runs apart (the tests and the bench serve the same folder).
  build: { outDir: process.env.DIST_DIR ?? 'dist', rolldownOptions: { checks: QUIET_CHECKS }, manifest: true, target: 'es2022', cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'], chunkSizeWarningLimit: 1500 },
  preview: { port: 4173, strictPort: true, headers: securityHeaders },
  server: { headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } },
  };
});
