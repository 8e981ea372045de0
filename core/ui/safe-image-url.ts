import { useEffect, useState } from 'react';

/**
 * URLs for showing untrusted bytes without letting them run in our origin.
 *
 * A `blob:` URL belongs to the page's origin and is served with the blob's type: when that type is
 * active (SVG, HTML, XML…) or empty (the browser sniffs), opening the URL in a tab (address bar,
 * drag to the tab strip, "open image in new tab") runs the bytes' scripts as us. So:
 * - object URLs are only made with a passive media type; anything else is re-typed
 *   `application/octet-stream` (opening it downloads; <img>/<video> still sniff real media);
 * - SVG is shown through a `data:` URL, which has an opaque origin and which browsers refuse to open
 *   as a top-level page. In an <img> an SVG never runs script nor loads anything either way.
 */

/** Types whose documents cannot run script: the browser shows them as media or not at all. */
const PASSIVE_TYPES = new Set([
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/tiff',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
  'audio/flac',
  'application/octet-stream',
  'application/zip',
]);

/** The largest SVG read into a preview or rasteriser; bigger ones freeze the page for seconds. */
export const MAX_SVG_BYTES = 20 * 1024 * 1024;

const essence = (type: string) => type.split(';')[0].trim().toLowerCase();

export function isPassiveType(type: string): boolean {
  return PASSIVE_TYPES.has(essence(type));
}

/** The same bytes, re-typed `application/octet-stream` unless their type is passive (no copy). */
export function passiveBlob(blob: Blob): Blob {
  return isPassiveType(blob.type) ? blob : blob.slice(0, blob.size, 'application/octet-stream');
}

/** `URL.createObjectURL`, refusing active types: the only way core and plugins make object URLs. */
export function safeObjectUrl(blob: Blob): string {
  return URL.createObjectURL(passiveBlob(blob));
}

/** An SVG text as a `data:` URL, for <img> (and canvas drawing) only. */
export function svgToDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

/** Typed SVG, or a file named .svg (browsers type some uploads as ''). */
export function isSvgBlob(blob: Blob): boolean {
  return essence(blob.type) === 'image/svg+xml' || (blob instanceof File && /\.svgz?$/i.test(blob.name));
}

export interface SafeImageUrl {
  url: string;
  revoke(): void;
}

/**
 * A URL to show a blob in an <img>: SVGs (up to MAX_SVG_BYTES) as `data:` URLs, everything else as
 * a passive object URL. Null for an SVG too large to show.
 */
export async function safeImageUrl(blob: Blob): Promise<SafeImageUrl | null> {
  if (isSvgBlob(blob)) {
    if (blob.size > MAX_SVG_BYTES) return null;
    return { url: svgToDataUrl(await blob.text()), revoke: () => undefined };
  }
  const url = safeObjectUrl(blob);
  return { url, revoke: () => URL.revokeObjectURL(url) };
}

/** A safe URL for showing a blob (see safeImageUrl), released when the blob changes or the component goes. */
export function useSafeImageUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    if (!isSvgBlob(blob)) {
      // Media keep a synchronous object URL, as before.
      const url = safeObjectUrl(blob);
      setUrl(url);
      return () => URL.revokeObjectURL(url);
    }
    setUrl(undefined);
    let gone = false;
    void safeImageUrl(blob).then((made) => {
      if (!gone) setUrl(made?.url);
    });
    return () => {
      gone = true;
    };
  }, [blob]);
  return url;
}
