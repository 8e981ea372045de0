import { useEffect, useState } from 'react';
import { isSvgBlob, useSafeImageUrl } from '../safe-image-url';
import { thumbnailDataUrl } from './thumbnail';
import classes from './ResultRow.module.css';
import type { RowFileOutput } from './types';

const SIZE = 44;

const workerThumbnail = (output: RowFileOutput) => (output.thumbnail?.startsWith('data:image/') ? output.thumbnail : undefined);

/** A small picture of an image result, so a long batch can be scanned by eye. */
export function RowThumbnail({ output }: { output: RowFileOutput | undefined }) {
  const isImage = !!output && output.type.startsWith('image/');
  // The worker's thumbnail is shown as it is: the output's Blob is not made for it (outputs.ts).
  const raster = isImage && (workerThumbnail(output) || !isSvgBlob(output.blob)) ? output : undefined;
  const thumbnail = useThumbnail(raster);
  // SVG, and what the browser could not decode to a thumbnail, are shown as they are.
  const direct = useSafeImageUrl(isImage && thumbnail === null ? output.blob : undefined);
  const url = thumbnail ?? direct;
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      width={SIZE}
      height={SIZE}
      decoding="async"
      data-testid="row-thumbnail"
      className={classes.thumbnail}
    />
  );
}

/**
 * The raster output's thumbnail URL; undefined while it is made, null when there is none to make.
 * The worker's own thumbnail is a `data:` URL, shown as it is in the row's first frame: no object
 * URL to register (a synchronous call to the browser process) and no blob: URL for it to serve.
 */
function useThumbnail(output: RowFileOutput | undefined): string | null | undefined {
  const [url, setUrl] = useState<string | null>();
  const side = Math.round(SIZE * (globalThis.devicePixelRatio || 1));
  const { width, height } = output?.info ?? {};
  const made = output && workerThumbnail(output);
  const blob = made ? undefined : output?.blob;
  useEffect(() => {
    if (made) return;
    if (!blob) return setUrl(null);
    setUrl(undefined);
    let gone = false;
    thumbnailDataUrl(blob, side, !!width && !!height && height > width).then(
      (made) => !gone && setUrl(made),
      () => !gone && setUrl(null),
    );
    return () => {
      gone = true;
    };
  }, [blob, made, side, width, height]);
  return made ?? url;
}
