import { splitName } from '../../core/ui/file-names';

interface OutputFormat {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  /** Encoder quality for lossy formats (0–1, the canvas scale). */
  quality?: number;
  /** JPEG has no alpha: paint white under transparent pixels. */
  opaque: boolean;
  fileName: string;
}

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** Resizing keeps the input's format and name: photo.jpg → photo-resized.jpg. */
export function outputFormatFor(type: string, name: string): OutputFormat {
  const { base, extension } = splitName(name);
  const mime =
    type === 'image/png' || extension === 'png'
      ? 'image/png'
      : type === 'image/webp' || extension === 'webp'
        ? 'image/webp'
        : 'image/jpeg';
  const keptExtension = mime === 'image/jpeg' && (extension === 'jpeg' || extension === 'jpg') ? extension : EXTENSIONS[mime];
  return {
    mime,
    quality: mime === 'image/png' ? undefined : 0.92,
    opaque: mime === 'image/jpeg',
    fileName: `${base}-resized.${keptExtension}`,
  };
}
