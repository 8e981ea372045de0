import { CheckerStatus, checkFavicon } from '@realfavicongenerator/check-favicon';
import { parse } from 'node-html-parser';

const SITE = 'https://site.example';
const TYPES: Record<string, string> = { ico: 'image/x-icon', svg: 'image/svg+xml', png: 'image/png', webmanifest: 'application/manifest+json' };

/**
 * RealFaviconGenerator's own checker on a package as a site serves it: the ZIP's files at the
 * root, the tool's snippet in <head>. Every error and warning it reports, as text.
 */
export async function faviconCheckerProblems(files: Map<string, Buffer>, snippet: string): Promise<string[]> {
  const head = parse(`<html><head>${snippet}</head><body></body></html>`).querySelector('head');
  const fetcher = async (url: string) => {
    const name = new URL(url).pathname.slice(1);
    const bytes = files.get(name);
    if (!bytes) return { status: 404, contentType: null };
    return { status: 200, contentType: TYPES[name.split('.').pop()!] ?? null, readableStream: new Blob([new Uint8Array(bytes)]).stream() };
  };
  const report = await checkFavicon(SITE, head, fetcher);
  return [report.desktop, report.touchIcon, report.webAppManifest]
    .flatMap((part) => part.messages)
    .filter((message) => message.status !== CheckerStatus.Ok)
    .map((message) => `${message.status}: ${message.text}`);
}
