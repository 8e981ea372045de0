import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicy, headersFile, securityHeaders } from './scripts/security-headers';
import { thirdPartyLicenses } from './scripts/third-party-licenses';

/** Writes the CSP meta tag (build only: the dev server needs inline scripts) and dist/_headers. */
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
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    securityPlugin(),
    thirdPartyLicenses({ emit: true }),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Localbox',
        short_name: 'Localbox',
        description: 'Private file and text tools that run entirely in your browser.',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,json,svg,png,ico,wasm,webmanifest}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es', plugins: () => [thirdPartyLicenses({ emit: false })] },
  // CSS light-dark() must reach the browser as written: for older targets the minifier rewrites it
  // into variables nothing defines, and those colours vanish. Every browser that runs the app's
  // other features (module workers, OffscreenCanvas) has light-dark().
  build: { target: 'es2022', cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'], chunkSizeWarningLimit: 1500 },
  preview: { port: 4173, strictPort: true, headers: securityHeaders },
  server: { headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } },
});
