/** `logo.svg` → `logo-optimized.svg` (any extension, or none, becomes .svg). */
export function outputName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}-optimized.svg`;
}
