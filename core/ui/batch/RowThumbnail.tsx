import { useSafeImageUrl } from '../safe-image-url';
import type { RowFileOutput } from './types';

const SIZE = 44;

/** A small picture of an image result, so a long batch can be scanned by eye. */
export function RowThumbnail({ output }: { output: RowFileOutput | undefined }) {
  const isImage = !!output && output.type.startsWith('image/');
  const url = useSafeImageUrl(isImage ? output.blob : undefined);
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      data-testid="row-thumbnail"
      style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0, background: 'var(--mantine-color-default-hover)' }}
    />
  );
}
