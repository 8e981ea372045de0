import { safeObjectUrl } from './safe-image-url';

/**
 * Saves a blob under a file name through a temporary link; the object URL is revoked afterwards.
 * The URL is passive (an SVG or HTML result is re-typed octet-stream): it lives on for 30 s and
 * must not run as a page if opened.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = safeObjectUrl(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
