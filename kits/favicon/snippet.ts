import type { FaviconBranding } from './package-spec';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The <head> lines for the package (RealFaviconGenerator's 2025 set plus theme-color). */
export function buildSnippet(branding: FaviconBranding): string {
  const lines = [
    '<link rel="icon" type="image/png" href="/favicon-96x96.png" sizes="96x96" />',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    '<link rel="shortcut icon" href="/favicon.ico" />',
    '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png" />',
    `<meta name="apple-mobile-web-app-title" content="${escapeAttribute(branding.appName.trim())}" />`,
    '<link rel="manifest" href="/site.webmanifest" />',
    `<meta name="theme-color" content="${escapeAttribute(branding.themeColor)}" />`,
  ];
  return lines.join('\n');
}

/** Every file path the snippet links to, without the leading slash. */
export function snippetFiles(snippet: string): string[] {
  return [...snippet.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]);
}
