import { describe, expect, it } from 'vitest';
import { MANIFEST_ICONS, PNG_FILES } from './package-spec';
import { buildSnippet, snippetFiles } from './snippet';
import { buildWebManifest, webManifestText } from './web-manifest';

const branding = { appName: 'Acme "Tools" <Beta>', themeColor: '#112233', backgroundColor: '#ffffff' };

describe('site.webmanifest', () => {
  it('is valid JSON naming both web-app icons with their sizes, maskable', () => {
    const manifest = JSON.parse(webManifestText(branding));
    expect(manifest.icons).toEqual([
      { src: '/web-app-manifest-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/web-app-manifest-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ]);
    expect(manifest).toMatchObject({ theme_color: '#112233', background_color: '#ffffff', display: 'standalone' });
  });

  it('takes the app name, and a short name of at most 12 characters', () => {
    const manifest = buildWebManifest({ ...branding, appName: '  A very long application name ' });
    expect(manifest.name).toBe('A very long application name');
    expect(manifest.short_name).toBe('A very long ');
    expect(buildWebManifest({ ...branding, shortName: 'Acme' }).short_name).toBe('Acme');
  });

  it('every icon it lists is a file of the package', () => {
    const names = PNG_FILES.map((file) => `/${file.name}`);
    for (const icon of buildWebManifest(branding).icons) expect(names).toContain(icon.src);
    expect(MANIFEST_ICONS).toHaveLength(2);
  });
});

describe('HTML snippet', () => {
  it('links the ICO, PNG, SVG, Apple icon and manifest, and sets the theme colour', () => {
    const snippet = buildSnippet(branding);
    expect(snippetFiles(snippet).sort()).toEqual(
      ['apple-touch-icon.png', 'favicon-96x96.png', 'favicon.ico', 'favicon.svg', 'site.webmanifest'].sort(),
    );
    expect(snippet).toContain('<meta name="theme-color" content="#112233" />');
  });

  it('escapes the app name in the attribute', () => {
    expect(buildSnippet(branding)).toContain('content="Acme &quot;Tools&quot; &lt;Beta&gt;"');
  });
});
