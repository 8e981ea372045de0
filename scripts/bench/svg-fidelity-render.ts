/** Node side of the SVG fidelity bench: independent renderers of PDF and EPS, and rsvg-convert. */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { parsePpm, type Rgb } from './svg-fidelity-compare';

const run = promisify(execFile);
const TIMEOUT = 60_000;

/** poppler's render of the first page, scaled to width × height pixels. */
export async function renderPdf(pdfFile: string, width: number, height: number): Promise<Rgb> {
  const out = pdfFile.replace(/\.pdf$/, '');
  await run('pdftoppm', ['-f', '1', '-l', '1', '-singlefile', '-scale-to-x', String(width), '-scale-to-y', String(height), pdfFile, out], { timeout: TIMEOUT });
  return parsePpm(new Uint8Array(await readFile(`${out}.ppm`)));
}

/** Ghostscript's render of an EPS, its bounding box fitted to width × height pixels. */
export async function renderEps(epsFile: string, width: number, height: number): Promise<Rgb> {
  const out = epsFile.replace(/\.eps$/, '.eps.ppm');
  await run(
    'gs',
    ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSFitPage', `-g${width}x${height}`, '-sDEVICE=ppmraw', '-dGraphicsAlphaBits=4', '-dTextAlphaBits=4', `-sOutputFile=${out}`, epsFile],
    { timeout: TIMEOUT },
  );
  return parsePpm(new Uint8Array(await readFile(out)));
}

/** rsvg-convert's PDF or EPS of an SVG (its own size, 96 dpi); undefined when it fails. */
export async function rsvgConvert(svgFile: string, format: 'pdf' | 'eps', outFile: string): Promise<boolean> {
  try {
    await run('rsvg-convert', ['-f', format, '-o', outFile, svgFile], { timeout: TIMEOUT, cwd: undefined });
    return true;
  } catch {
    return false;
  }
}

export async function writeBytes(file: string, bytes: Uint8Array): Promise<void> {
  await writeFile(file, bytes);
}
