import { useEffect, useState } from 'react';

/**
 * A URL to preview an output by its MIME type, never an object URL for an active type: SVG is shown
 * through a `data:` URL (opaque origin, no script in <img>), images, video and audio through object
 * URLs, anything else gets no preview. Seam: helper "sec" adds core/ui/safe-image-url.ts with the
 * same rules (`useSafeImageUrl`); this hook should delegate to it once it is on main.
 */
export type PreviewKind = 'image' | 'video' | 'audio' | 'none';

const essence = (type: string) => type.split(';')[0].trim().toLowerCase();

export function previewKind(type: string): PreviewKind {
  const mime = essence(type);
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'none';
}

/** The largest SVG shown as a preview (a data: URL of it lives in the DOM). */
const MAX_SVG_PREVIEW_BYTES = 5 * 1024 * 1024;

export function usePreviewUrl(blob: Blob | undefined, type: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!blob || !type || previewKind(type) === 'none') return;
    if (essence(type) === 'image/svg+xml') {
      if (blob.size > MAX_SVG_PREVIEW_BYTES) return;
      let gone = false;
      void blob.text().then((text) => !gone && setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`));
      return () => {
        gone = true;
      };
    }
    const next = URL.createObjectURL(blob.type === essence(type) ? blob : blob.slice(0, blob.size, essence(type)));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob, type]);
  return url;
}
