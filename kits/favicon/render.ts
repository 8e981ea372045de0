import { writeIco } from './ico';
import {
  ICO_SIZES,
  MASKABLE_CONTENT,
  PNG_FILES,
  type FaviconBranding,
  type FaviconPackage,
  type IconRole,
  type PackageFile,
} from './package-spec';
import { sharpen, sharpenAmountFor } from './sharpen';
import { PICTURE_SVG_SIDE, pictureSvg } from './picture-svg';
import { buildSnippet } from './snippet';
import { webManifestText } from './web-manifest';

export type IconContext = OffscreenCanvasRenderingContext2D;

/** Paints one icon of `size` px for a role; the canvas starts transparent. Runs in the worker. */
export type PaintIcon = (context: IconContext, size: number, role: IconRole) => void | Promise<void>;

export function newContext(width: number, height = width): IconContext {
  const context = new OffscreenCanvas(width, height).getContext('2d');
  if (!context) throw new Error('Canvas context not available');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return context;
}

/** Side of the square the artwork takes in an icon of `size` for a role, centred. */
export function contentBox(size: number, role: IconRole): { offset: number; side: number } {
  const side = role === 'maskable' ? Math.round(size * MASKABLE_CONTENT) : size;
  return { offset: Math.round((size - side) / 2), side };
}

async function encodePng(context: IconContext): Promise<ArrayBuffer> {
  const blob = await (context.canvas as OffscreenCanvas).convertToBlob({ type: 'image/png' });
  return blob.arrayBuffer();
}

async function renderPng(paint: PaintIcon, size: number, role: IconRole): Promise<ArrayBuffer> {
  const context = newContext(size);
  await paint(context, size, role);
  const amount = role === 'browser' ? sharpenAmountFor(size) : 0;
  if (amount > 0) {
    const image = context.getImageData(0, 0, size, size);
    image.data.set(sharpen(image.data, size, size, amount));
    context.putImageData(image, 0, 0);
  }
  return encodePng(context);
}

export interface PackageInput {
  paint: PaintIcon;
  branding: FaviconBranding;
  /** favicon.svg when the source is SVG or the icon is generated; otherwise the picture is wrapped in one. */
  svg?: string;
  onProgress?: (value: number) => void;
}

/** Renders every file of the package, in the order they are listed and zipped. */
export async function buildFaviconPackage({ paint, branding, svg, onProgress }: PackageInput): Promise<FaviconPackage> {
  const steps = ICO_SIZES.length + PNG_FILES.length + (svg ? 0 : 1);
  let done = 0;
  const step = () => onProgress?.(++done / steps);
  const icoPreviews: FaviconPackage['icoPreviews'] = [];
  for (const size of ICO_SIZES) {
    icoPreviews.push({ size, bytes: await renderPng(paint, size, 'browser') });
    step();
  }
  const ico = writeIco(icoPreviews.map(({ size, bytes }) => ({ size, png: new Uint8Array(bytes) })));
  const files: PackageFile[] = [{ name: 'favicon.ico', type: 'image/x-icon', bytes: ico.buffer as ArrayBuffer }];
  const svgText = svg ?? pictureSvg(await renderPng(paint, PICTURE_SVG_SIDE, 'browser'), PICTURE_SVG_SIDE);
  if (!svg) step();
  files.push({ name: 'favicon.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode(svgText).buffer as ArrayBuffer });
  for (const { name, size, role } of PNG_FILES) {
    files.push({ name, type: 'image/png', size, bytes: await renderPng(paint, size, role) });
    step();
  }
  const manifest = new TextEncoder().encode(webManifestText(branding));
  files.push({ name: 'site.webmanifest', type: 'application/manifest+json', bytes: manifest.buffer as ArrayBuffer });
  return { files, icoPreviews, snippet: buildSnippet(branding) };
}
