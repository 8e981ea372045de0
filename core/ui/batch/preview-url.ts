import { useEffect, useState } from 'react';
import { MAX_SVG_BYTES, safeObjectUrl, svgToDataUrl } from '../safe-image-url';

/**
 * A URL to preview an output by its MIME type, never an object URL for an active type: SVG is shown
 * through a `data:` URL (opaque origin, no script in <img>), images, video and audio through object
 * URLs made by safeObjectUrl (passive types only), anything else gets no preview.
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

export function usePreviewUrl(blob: Blob | undefined, type: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!blob || !type || previewKind(type) === 'none') return;
    if (essence(type) === 'image/svg+xml') {
      if (blob.size > MAX_SVG_BYTES) return;
      let gone = false;
      void blob.text().then((text) => !gone && setUrl(svgToDataUrl(text)));
      return () => {
        gone = true;
      };
    }
    const next = safeObjectUrl(blob.type === essence(type) ? blob : blob.slice(0, blob.size, essence(type)));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob, type]);
  return url;
}
