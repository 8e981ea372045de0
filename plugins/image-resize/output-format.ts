import { splitName } from '../../core/files/file-names';
import type { ImageFormat } from '../../kits/image/header';
import { OUTPUT_EXTENSION, OUTPUT_MIME, settingsAt, type EncodeSettings } from '../../kits/image/encode';

// GIF: the first frame, written back as GIF. SVG arrives already drawn to PNG (screen.tsx). HEIC
// (no encoder in browsers) is written as JPEG.
export const RESIZE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'heic'] as const;
export type ResizeFormat = (typeof RESIZE_FORMATS)[number];

/** Quality of the re-encode on the shared 0–100 scale: high, so only the size changes visibly. */
export const RESIZE_QUALITY = 92;

interface OutputFormat {
  format: Exclude<ResizeFormat, 'heic'>;
  mime: string;
  /** How the wasm encoders write it when the browser cannot: JPEG and WebP lossy at RESIZE_QUALITY, PNG with every colour. */
  settings: EncodeSettings;
  /** The output's name for a size: photo.jpg at 800×533 → photo-800x533.jpg. */
  fileName(width: number, height: number): string;
}

export function isResizeFormat(format: ImageFormat): format is ResizeFormat {
  return (RESIZE_FORMATS as readonly string[]).includes(format);
}

/** Resizing keeps the input's format (read from its bytes) and names the output by its new size. */
export function outputFormatFor(input: ResizeFormat, name: string): OutputFormat {
  const format = input === 'heic' ? 'jpeg' : input;
  const { base, extension } = splitName(name);
  const keptExtension = format === 'jpeg' && (extension === 'jpeg' || extension === 'jpg') ? extension : OUTPUT_EXTENSION[format];
  return { format, mime: OUTPUT_MIME[format], settings: settingsAt(format, RESIZE_QUALITY, { png: 'all' }), fileName: (width, height) => `${base}-${width}x${height}.${keptExtension}` };
}
