// The image formats the tools know, by name and MIME type: a leaf module, so a manifest's `accept`
// (loaded with the home page) does not bring the header parser along.
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'avif' | 'ico' | 'svg' | 'heic';

export const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  heic: 'image/heic',
};
