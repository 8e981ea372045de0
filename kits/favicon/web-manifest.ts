import type { FaviconBranding } from './package-spec';
import { MANIFEST_ICONS } from './package-spec';

export interface WebManifest {
  name: string;
  short_name: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  theme_color: string;
  background_color: string;
  display: 'standalone';
}

/** site.webmanifest as RealFaviconGenerator writes it, icons padded for the maskable safe zone. */
export function buildWebManifest(branding: FaviconBranding): WebManifest {
  return {
    name: branding.appName.trim(),
    short_name: shortName(branding),
    icons: MANIFEST_ICONS.map(({ name, size }) => ({
      src: `/${name}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any maskable',
    })),
    theme_color: branding.themeColor,
    background_color: branding.backgroundColor,
    display: 'standalone',
  };
}

export function shortName(branding: FaviconBranding): string {
  return (branding.shortName?.trim() || branding.appName.trim()).slice(0, 12);
}

export function webManifestText(branding: FaviconBranding): string {
  return `${JSON.stringify(buildWebManifest(branding), null, 2)}\n`;
}
