/**
 * Hostile inputs for the adversarial suite, made here in code (never committed as binaries), and the
 * traps that show whether any of them ran: a script that runs in our origin writes `localStorage.pwned`
 * and sets `window.__pwned`.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { encodeImage } from '../../kits/image/encode';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';

/** What a hostile script does when it runs: leaves a mark in our origin's storage and globals. */
export const TRAP_SCRIPT = "try{localStorage.setItem('pwned',String(location.href))}catch(e){};window.__pwned=(window.__pwned||0)+1";

/** An SVG that runs TRAP_SCRIPT every way an SVG can when it is opened as a document. */
export function scriptedSvg(width = 120, height = 80): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" onload="${TRAP_SCRIPT.replace(/"/g, '&quot;')}">
  <script>${TRAP_SCRIPT}</script>
  <rect width="${width}" height="${height}" fill="#00ff00"/>
</svg>`;
}

/** A PNG chunk with a correct CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A small real PNG. */
export async function plainPng(width = 48, height = 32): Promise<Buffer> {
  return Buffer.from(await encodeImage(syntheticPhoto(width, height), { format: 'png', colours: 'all' }));
}

/**
 * A real PNG that is also an HTML page: a tEXt chunk after IHDR carries a <script>. Typed text/html
 * (an upload can be), it runs as a page when its object URL is opened.
 */
export async function htmlPolyglotPng(): Promise<Buffer> {
  const png = await plainPng();
  const text = Buffer.from(`Comment\0<html><body><script>${TRAP_SCRIPT}</script></body></html>`, 'latin1');
  return Buffer.concat([png.subarray(0, 33), pngChunk('tEXt', text), png.subarray(33)]);
}

/** Records every object URL the page creates (with the type of what it points to). */
export async function recordObjectUrls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: { url: string; type: string }[] = [];
    (window as unknown as { __objectUrls: typeof made }).__objectUrls = made;
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = original(object);
      made.push({ url, type: object instanceof Blob ? object.type : 'MediaSource' });
      return url;
    };
    // Revoked URLs cannot be opened; keep them alive so the test can try every one.
    URL.revokeObjectURL = () => undefined;
  });
}

export async function objectUrlsMade(page: Page): Promise<{ url: string; type: string }[]> {
  return page.evaluate(() => (window as unknown as { __objectUrls: { url: string; type: string }[] }).__objectUrls);
}

/**
 * Opens a URL as a top-level page in a new tab of the same browser (as a visitor would from the
 * address bar or the tab strip). Returns the origin a hostile script ran in, or null when none ran.
 * A `data:` URL typed in the address bar does run its script, but in an opaque origin ("null") that
 * cannot reach our storage; what must never happen is a script running as the app's origin.
 */
export async function openAsPage(context: BrowserContext, url: string): Promise<string | null> {
  const probe = await context.newPage();
  try {
    await probe.goto(url, { waitUntil: 'load', timeout: 15_000 });
  } catch {
    // A download (octet-stream) or a blocked navigation: nothing was rendered.
  }
  let ranIn: string | null = null;
  try {
    // Read in the probe's own document: its localStorage write reaches other tabs only later.
    ranIn = await probe.evaluate(() => {
      const stored = () => {
        try {
          return localStorage.getItem('pwned');
        } catch {
          return null; // an opaque origin (data: URL) has no storage
        }
      };
      return (window as unknown as { __pwned?: number }).__pwned || stored() ? self.origin : null;
    });
  } catch {
    // No document to ask (download, error page).
  }
  await probe.close();
  return ranIn;
}

export async function trapSprung(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('pwned') ?? (window as unknown as { __pwned?: number }).__pwned?.toString() ?? null);
}

/** A real all-black greyscale PNG of any size: 100 MP compresses to about 100 KB. */
export function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  // Each row: filter byte 0, then `width` zero samples.
  const idat = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', new Uint8Array())]);
}
