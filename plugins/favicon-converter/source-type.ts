/** Formats the converter reads: PNG, JPG, GIF, WebP and SVG, by MIME type or, when that is empty, extension. */
const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];
const EXTENSIONS = /\.(png|jpe?g|gif|webp|svg)$/i;

export function isAcceptedSource(file: { name: string; type: string }): boolean {
  return file.type ? TYPES.includes(file.type) : EXTENSIONS.test(file.name);
}

export function isSvgSource(file: { name: string; type: string }): boolean {
  return file.type === 'image/svg+xml' || (!file.type && /\.svg$/i.test(file.name));
}
