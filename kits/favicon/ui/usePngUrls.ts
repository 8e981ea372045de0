import { useEffect, useState } from 'react';
import { safeObjectUrl } from '../../../core/ui/safe-image-url';
import type { FaviconPackage } from '../package-spec';

export interface PngUrls {
  /** Object URLs of the package's PNG files by name. */
  files: Record<string, string>;
  /** Object URLs of the ICO's entries by size. */
  ico: Record<number, string>;
}

/** Object URLs for the package's PNGs (never for the SVG: an active type), revoked when it changes. */
export function usePngUrls(pkg: FaviconPackage | null): PngUrls {
  const [urls, setUrls] = useState<PngUrls>({ files: {}, ico: {} });
  useEffect(() => {
    if (!pkg) return setUrls({ files: {}, ico: {} });
    const png = (bytes: ArrayBuffer) => safeObjectUrl(new Blob([bytes], { type: 'image/png' }));
    const next: PngUrls = {
      files: Object.fromEntries(pkg.files.filter((file) => file.type === 'image/png').map((file) => [file.name, png(file.bytes)])),
      ico: Object.fromEntries(pkg.icoPreviews.map(({ size, bytes }) => [size, png(bytes)])),
    };
    setUrls(next);
    return () => [...Object.values(next.files), ...Object.values(next.ico)].forEach((url) => URL.revokeObjectURL(url));
  }, [pkg]);
  return urls;
}
