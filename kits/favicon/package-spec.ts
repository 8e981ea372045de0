/** What the favicon package holds; shared by the converter and the generator. */

export interface FaviconBranding {
  appName: string;
  shortName?: string;
  themeColor: string;
  backgroundColor: string;
}

/** How an icon is laid out in one file of the package. */
export type IconRole = 'browser' | 'apple' | 'maskable';

export interface PngSpec {
  name: string;
  size: number;
  role: IconRole;
}

/** Sizes written into favicon.ico, each a PNG-compressed entry. */
export const ICO_SIZES = [16, 32, 48] as const;

export const MANIFEST_ICONS: PngSpec[] = [
  { name: 'web-app-manifest-192x192.png', size: 192, role: 'maskable' },
  { name: 'web-app-manifest-512x512.png', size: 512, role: 'maskable' },
];

export const PNG_FILES: PngSpec[] = [
  { name: 'favicon-96x96.png', size: 96, role: 'browser' },
  { name: 'apple-touch-icon.png', size: 180, role: 'apple' },
  ...MANIFEST_ICONS,
];

/**
 * Share of the side the artwork may take in a maskable icon: Android crops to a circle of
 * radius 40 % of the side, and a square artwork of 60 % keeps its corners (radius 42 %) nearly in.
 */
export const MASKABLE_CONTENT = 0.6;

/** Below this, the converter advises a larger source (the specification's 512×512). */
export const RECOMMENDED_SOURCE_SIDE = 512;

export const CONVERTER_ZIP_NAME = 'favicon-package.zip';
export const GENERATOR_ZIP_NAME = 'favicons.zip';

/** One file of the finished package, as the worker hands it back. */
export interface PackageFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  /** Square side in pixels for images. */
  size?: number;
}

/** The worker's result: every file, the ICO entries as PNGs for the real-size preview, the HTML. */
export interface FaviconPackage {
  files: PackageFile[];
  icoPreviews: { size: number; bytes: ArrayBuffer }[];
  snippet: string;
  source?: { width: number; height: number };
}
