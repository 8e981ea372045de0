/**
 * Node side of tools-outcomes.spec.ts: the text tools' outputs against their reference programs
 * (Debian's `opencc`, GNU patch), the favicon packages read by exiftool and drawn by the browser, the
 * mosaic's pixels inside and outside its region.
 */
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readIco } from '../../kits/favicon/ico';
import type { Pixels } from '../../kits/image/pixels';
import { ssimulacra2 } from '../../kits/image/ssimulacra2/ssimulacra2';
import { REFERENCE_DIRECTIONS } from '../../plugins/text-converter/opencc/reference-directions';
import { applyWithGnuPatch } from '../../plugins/text-diff/testing/gnu-patch';
import { drawContained, opensInBrowser } from './browser';
import type { OutcomeInput } from './inputs';
import * as measure from './measure';

/** What OpenCC's command-line tool makes of the text for a direction (its configurations in turn). */
function opencc(direction: string, text: string): string {
  return REFERENCE_DIRECTIONS[direction as keyof typeof REFERENCE_DIRECTIONS].configs.reduce(
    (done, config) => execFileSync('opencc', ['-c', `/usr/share/opencc/${config}.json`], { input: done, maxBuffer: 1 << 28 }).toString('utf8'),
    text,
  );
}

/** The converter's output against OpenCC's, line by line. */
export function openccFigures(direction: string, input: string, output: string): measure.Figures {
  const { configs } = REFERENCE_DIRECTIONS[direction as keyof typeof REFERENCE_DIRECTIONS];
  const expected = opencc(direction, input).split('\n');
  const got = output.split('\n');
  const differing = expected.filter((line, i) => got[i] !== line).length + Math.max(0, got.length - expected.length);
  return {
    output: '(converted text)',
    type: 'text',
    bytesRatio: measure.significant(Buffer.byteLength(output) / Buffer.byteLength(input)),
    reference: configs.map((config) => `opencc -c ${config}.json`).join(' | '),
    lines: expected.length,
    linesDiffering: differing,
  };
}

/** What GNU patch makes of the original with the tool's patch, against the changed text. */
export function patchFigures(name: string, oldText: string, newText: string, patch: Buffer): measure.Figures {
  let patchResult: string;
  try {
    const made = applyWithGnuPatch(oldText, patch);
    const want = Buffer.from(newText);
    const at = [...want].findIndex((byte, i) => made[i] !== byte);
    const first = at >= 0 ? at : made.length !== want.length ? Math.min(made.length, want.length) : -1;
    patchResult = first < 0 ? 'exact' : `differs at byte ${first} of ${want.length} (made ${made.length} bytes)`;
  } catch (error) {
    // GNU patch's own words, without the scratch folder's name.
    patchResult = `refused: ${String((error as Error).message).replace(/\s+/g, ' ').replace(/\/tmp\/\S+/g, '…').slice(0, 160)}`;
  }
  return {
    output: name,
    type: 'unified diff',
    bytesRatio: measure.significant(patch.length / Math.max(1, Buffer.byteLength(newText || oldText))),
    reference: 'GNU patch',
    patchResult,
    hunks: patch.toString('latin1').split('\n').filter((line) => line.startsWith('@@')).length,
  };
}

const PNGS = ['favicon-96x96.png', 'apple-touch-icon.png', 'web-app-manifest-192x192.png', 'web-app-manifest-512x512.png'];
const SIDE = 96;

/** A favicon package: sizes, the ICO's entries, the SVG against the PNG, the PNG against the input; every file read by exiftool and the browser. */
export async function faviconFigures(page: Page, input: OutcomeInput, name: string, zipBytes: Buffer, zip: Map<string, Buffer>) {
  const problems: string[] = [];
  const files = measure.scratch();
  try {
    const reads = measure.exiftool([...zip].map(([file, bytes]) => files.write(file, bytes)));
    for (const read of reads) if (read.Error) problems.push(`exiftool cannot read ${path.basename(String(read.SourceFile))} (${read.Error})`);
    const mime: Record<string, string> = { '.ico': 'image/x-icon', '.png': 'image/png', '.svg': 'image/svg+xml' };
    for (const [file, bytes] of zip) {
      const type = mime[path.extname(file)];
      if (type && (await opensInBrowser(page, bytes, type)) === false) problems.push(`the browser cannot open ${file}`);
    }
    const ico = zip.get('favicon.ico');
    const svg = zip.get('favicon.svg');
    const png96 = zip.get('favicon-96x96.png');
    const icon = png96 && (await drawContained(page, png96, 'image/png', SIDE));
    const figures: measure.Figures = {
      output: name,
      type: [...zip.keys()].sort().join(' '),
      ...(input.file && { bytesRatio: measure.significant(zipBytes.length / readFileSync(input.file).length) }),
      icoBytes: ico?.length ?? 0,
      icoSizes: ico ? readIco(new Uint8Array(ico)).map((entry) => entry.width).join(',') : '',
      pngBytes: PNGS.reduce((sum, png) => sum + (zip.get(png)?.length ?? 0), 0),
      svgBytes: svg?.length ?? 0,
    };
    if (icon && svg) figures.svgMatch = measure.ssimOf(await drawContained(page, svg, 'image/svg+xml', SIDE), icon);
    if (icon && input.file) {
      // HEIC, which the browser does not draw, through libheif as a PNG.
      const source = input.mime === 'image/heic' ? measure.heicToPng(input.file, files.dir) : input.file;
      const original = await drawContained(page, readFileSync(source), input.mime === 'image/heic' ? 'image/png' : input.mime, SIDE);
      figures.ssimulacra2 = measure.round(ssimulacra2(original, icon).score, 2);
    }
    return { figures, problems };
  } finally {
    files.done();
  }
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Block side of the mosaic at its default settings. */
const BLOCK = 10;
/** A lossy output's blocks are uniform up to its encoder's noise. */
const BLOCK_NOISE = 8;

/**
 * A mosaic against its input, both premultiplied by their alpha: the share of the region's pixels
 * within BLOCK_NOISE of their block's first pixel (blocks on the image's grid), the mean RGB
 * difference outside the region, and SSIMULACRA2 of the whole picture.
 */
export async function mosaicFigures(page: Page, input: OutcomeInput, name: string, bytes: Buffer, region: Rect) {
  const files = measure.scratch();
  try {
    const outFile = files.write(name, bytes);
    const [read] = measure.exiftool([outFile]);
    const problems = read.Error ? [`exiftool cannot read ${name} (${read.Error})`] : [];
    if ((await opensInBrowser(page, bytes, String(read.MIMEType))) === false) problems.push(`the browser cannot open ${name}`);
    const [width, height] = [Number(read.ImageWidth), Number(read.ImageHeight)];
    // Premultiplied: a transparent pixel's colour is no part of the picture.
    const out = premultiplied(await measure.pixelsOf(outFile, width, height));
    const original = premultiplied(await measure.pixelsOf(input.file, width, height));
    const inside = (x: number, y: number) => x >= region.x && x < region.x + region.width && y >= region.y && y < region.y + region.height;
    let [regionPixels, uniform, outsidePixels, outsideSum] = [0, 0, 0, 0];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (inside(x, y)) {
          const first = blockFirst(x, y, region);
          const j = (first[1] * width + first[0]) * 4;
          regionPixels++;
          if ([0, 1, 2].every((k) => Math.abs(out.data[i + k] - out.data[j + k]) <= BLOCK_NOISE)) uniform++;
        } else {
          outsidePixels++;
          outsideSum += [0, 1, 2].reduce((sum, k) => sum + Math.abs(out.data[i + k] - original.data[i + k]), 0) / 3;
        }
      }
    }
    const figures: measure.Figures = {
      output: name,
      type: String(read.FileType),
      bytesRatio: measure.significant(bytes.length / readFileSync(input.file).length),
      width,
      height,
      ssimulacra2: measure.round(ssimulacra2(original, out).score, 2),
      regionUniform: measure.round(uniform / regionPixels, 3),
      outsideDifference: measure.round(outsideSum / outsidePixels, 2),
    };
    return { figures, problems };
  } finally {
    files.done();
  }
}

/** The first pixel of (x, y)'s block that lies in the region. */
function blockFirst(x: number, y: number, region: Rect): [number, number] {
  const [bx, by] = [Math.floor(x / BLOCK) * BLOCK, Math.floor(y / BLOCK) * BLOCK];
  return [Math.max(bx, Math.ceil(region.x)), Math.max(by, Math.ceil(region.y))];
}

/** Colours multiplied by their alpha (as laid on black), fully opaque. */
function premultiplied(image: Pixels): Pixels {
  const data = new Uint8ClampedArray(image.data);
  for (let i = 0; i < data.length; i += 4) {
    for (let k = 0; k < 3; k++) data[i + k] = (data[i + k] * data[i + 3]) / 255;
    data[i + 3] = 255;
  }
  return { ...image, data };
}
