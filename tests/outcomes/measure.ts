/**
 * Node side of the outcome table: what a user judges of one output, read by independent programs
 * (exiftool, ffmpeg/ffprobe, poppler, Ghostscript, libheif) and scored against its input.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sniffFormat } from '../../kits/image/header';
import type { Pixels } from '../../kits/image/pixels';
import { ssim } from '../../kits/image/ssim';
import { ssimulacra2 } from '../../kits/image/ssimulacra2/ssimulacra2';
import { decodeAny } from '../../kits/image/testing/node-decode';
import { parsePpm } from '../../scripts/bench/svg-fidelity-compare';
import { fromRgb } from '../e2e/svg-render';
import { FIXTURES, type OutcomeInput } from './inputs';

/** One output's figures; absent ones do not apply to it. */
export interface Figures {
  output: string;
  /** exiftool's FileType: the format the bytes really are (text tools: "text", "unified diff"; a favicon package: its files). */
  type: string;
  /** Output bytes ÷ input bytes (a generated favicon has no input). */
  bytesRatio?: number;
  width?: number;
  height?: number;
  frames?: number;
  /**
   * SSIMULACRA2 against the input (scaled to the output's size with Lanczos where it differs). For a
   * cut-out (image-removebg) only on the kept region: see cutoutFigures.
   */
  ssimulacra2?: number;
  /** image-removebg: the share of the picture the cut-out keeps (alpha > 0). */
  keptFraction?: number;
  /** SSIM: an SVG's rasters against the browser's render of it; a video against its input. */
  ssim?: number;
  /** The watched metadata tags the output still holds, and those of the input it no longer holds. */
  metadataKept?: string[];
  metadataRemoved?: string[];
  videoCodec?: string;
  audioCodec?: string;
  durationSeconds?: number;
  sampleRate?: number;
  channels?: number;
  /** Text tools: the reference program run on the same input; the lines of its output, and how many of them the tool's output differs on. */
  reference?: string;
  lines?: number;
  linesDiffering?: number;
  /** text-diff: what GNU patch makes of the original with the tool's patch ("exact": the changed text, byte for byte), and the patch's hunks. */
  patchResult?: string;
  hunks?: number;
  /** Favicon packages: the bytes a site serves (favicon.ico and its entries' sides, the four PNGs together, favicon.svg). */
  icoBytes?: number;
  icoSizes?: string;
  pngBytes?: number;
  svgBytes?: number;
  /** SSIM of favicon.svg as the browser draws it against favicon-96x96.png, both on white: the two show one picture. */
  svgMatch?: number;
  /** image-mosaic: the share of the region's pixels equal to their block's first one, and the mean RGB difference (0–255) outside the region. */
  regionUniform?: number;
  outsideDifference?: number;
  /** A row that failed: its message (a change of outcome like any other). */
  failed?: string;
}

/** Tags that say where, with what and by whom a photo was taken, and its colour profile. */
const WATCHED = ['Make', 'Model', 'LensModel', 'SerialNumber', 'Software', 'DateTimeOriginal', 'GPSLatitude', 'GPSLongitude', 'ImageDescription', 'Creator', 'ProfileDescription'];

export type ExifTool = Record<string, string | number | undefined>;

/** exiftool's reading of files (one process for all); an "Error" key means it could not read one. */
export function exiftool(files: string[]): ExifTool[] {
  if (files.length === 0) return [];
  try {
    return JSON.parse(execFileSync('exiftool', ['-j', '-n', '-q', '-q', ...files], { encoding: 'utf8', maxBuffer: 64 << 20 })) as ExifTool[];
  } catch (error) {
    // exiftool exits 1 when a file is of a type it does not know (a raw AAC stream), still listing
    // every file, that one with its `Error`: the caller judges what the error means.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout) as ExifTool[];
  }
}

export const watchedTags = (read: ExifTool) => WATCHED.filter((tag) => read[tag] !== undefined);

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const significant = (value: number) => Number(value.toPrecision(4));

/** A scratch folder for one case's files, removed by `done`. */
export function scratch(): { dir: string; write(name: string, bytes: Uint8Array): string; done(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-outcomes-'));
  return {
    dir,
    write: (name, bytes) => {
      const file = path.join(dir, name);
      writeFileSync(file, bytes);
      return file;
    },
    done: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A PNG of a HEIC's primary image by Debian's libheif (the copy fetch-media.sh unpacked, else the system's). */
export function heicToPng(file: string, dir: string): string {
  const out = path.join(dir, `${path.basename(file)}.png`);
  const root = path.join(FIXTURES, 'heic-root');
  const local = path.join(root, 'usr/bin/heif-convert');
  const env = { ...process.env, LD_LIBRARY_PATH: path.join(root, 'usr/lib/x86_64-linux-gnu') };
  execFileSync(existsSync(local) ? local : 'heif-convert', [file, out], { env: existsSync(local) ? env : process.env, stdio: 'ignore' });
  return out;
}

/** RGBA pixels of a file's first frame by ffmpeg, optionally scaled (Lanczos) and laid on white. */
function ffmpegPixels(file: string, width: number, height: number, scale: boolean, onWhite: boolean): Pixels {
  const filters = [scale ? `scale=${width}:${height}:flags=lanczos` : '', 'format=rgba'];
  if (onWhite) filters.push(`split[a][b];color=white:s=${width}x${height},format=rgba[w];[w][a]overlay=format=auto,format=rgba[o];[b]nullsink;[o]null`);
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-frames:v', '1', '-filter_complex', filters.filter(Boolean).join(','), '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], {
    maxBuffer: 1 << 30,
  });
  return { data: new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.byteLength), width, height };
}

/** Pixels of an image file in Node: our decoders where they read it, else ffmpeg (GIF, BMP, ICO, HEIC via libheif). */
export async function pixelsOf(file: string, width: number, height: number, { onWhite = false } = {}): Promise<Pixels> {
  const bytes = new Uint8Array(readFileSync(file));
  const format = sniffFormat(bytes);
  if (format && ['jpeg', 'png', 'webp', 'avif'].includes(format) && !onWhite) {
    const pixels = await decodeAny(bytes);
    if (pixels.width === width && pixels.height === height) return pixels;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-pixels-'));
  try {
    const source = format === 'heic' ? heicToPng(file, dir) : file;
    return ffmpegPixels(source, width, height, true, onWhite);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Formats that hold no transparency: the input is laid on white before scoring (as the tools fill it). */
const OPAQUE_TYPES = new Set(['JPEG', 'BMP']);

/** Figures of a raster image output against its raster input. */
export async function rasterFigures(input: OutcomeInput, outFile: string, outRead: ExifTool): Promise<Partial<Figures>> {
  const width = Number(outRead.ImageWidth);
  const height = Number(outRead.ImageHeight);
  const figures: Partial<Figures> = { width, height };
  if (outRead.FrameCount !== undefined) figures.frames = Number(outRead.FrameCount);
  if (width >= 8 && height >= 8) {
    const onWhite = OPAQUE_TYPES.has(String(outRead.FileType));
    const original = await pixelsOf(input.file, width, height, { onWhite });
    const distorted = await pixelsOf(outFile, width, height);
    figures.ssimulacra2 = round(ssimulacra2(original, distorted).score, 2);
  }
  return figures;
}

/**
 * Figures of a cut-out (a PNG with the background made transparent) judged on what it keeps: the
 * share of kept pixels (alpha > 0), and SSIMULACRA2 of the output against the input where both are
 * laid with the output's alpha over the same grey. Removed pixels are then the same grey in both,
 * and the score says whether the kept subject keeps its colours and detail (the whole-image score of
 * a transparent picture against an opaque photo says nothing). keptFraction tells a model that keeps
 * nothing (score 100, kept 0) from one that keeps the subject.
 */
export async function cutoutFigures(input: OutcomeInput, outFile: string, outRead: ExifTool): Promise<Partial<Figures>> {
  const [width, height] = [Number(outRead.ImageWidth), Number(outRead.ImageHeight)];
  const out = await pixelsOf(outFile, width, height);
  const original = await pixelsOf(input.file, width, height);
  const grey = 128;
  const [a, b] = [new Uint8ClampedArray(out.data.length), new Uint8ClampedArray(out.data.length)];
  let kept = 0;
  for (let i = 0; i < out.data.length; i += 4) {
    const alpha = out.data[i + 3] / 255;
    const inputAlpha = original.data[i + 3] / 255;
    if (alpha > 0) kept++;
    for (let k = 0; k < 3; k++) {
      const over = original.data[i + k] * inputAlpha + grey * (1 - inputAlpha);
      a[i + k] = over * alpha + grey * (1 - alpha);
      b[i + k] = out.data[i + k] * alpha + grey * (1 - alpha);
    }
    a[i + 3] = b[i + 3] = 255;
  }
  const score = ssimulacra2({ data: a, width, height }, { data: b, width, height }).score;
  return { width, height, keptFraction: round(kept / (width * height), 3), ssimulacra2: round(score, 2) };
}

/** The kept and removed watched tags of an output against its input. */
export function metadataFigures(inRead: ExifTool, outRead: ExifTool): Partial<Figures> {
  const kept = watchedTags(outRead);
  return { metadataKept: kept, metadataRemoved: watchedTags(inRead).filter((tag) => !kept.includes(tag)) };
}

/** SSIM of two renders of the same size. */
export const ssimOf = (a: Pixels, b: Pixels) => round(ssim(a, b), 4);

/** A binary PPM file (pdftoppm's, Ghostscript's) as RGBA pixels. */
function fromPpm(file: string): Pixels {
  const { data, width, height } = parsePpm(new Uint8Array(readFileSync(file)));
  return fromRgb(data, width, height);
}

/** poppler's render of a PDF's first page at width × height. */
export function renderPdf(file: string, width: number, height: number): Pixels {
  const out = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-singlefile', '-scale-to-x', String(width), '-scale-to-y', String(height), file, out]);
  return fromPpm(`${out}.ppm`);
}

/** Ghostscript's render of an EPS, its bounding box fitted to width × height. */
export function renderEps(file: string, width: number, height: number): Pixels {
  const out = `${file}.ppm`;
  execFileSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSFitPage', `-g${width}x${height}`, '-sDEVICE=ppmraw', '-dGraphicsAlphaBits=4', '-dTextAlphaBits=4', `-sOutputFile=${out}`, file]);
  return fromPpm(out);
}

interface FfprobeJson {
  format: { duration?: string };
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; sample_rate?: string; channels?: number }[];
}

/** ffprobe's reading of a media output (throws when it cannot read it). */
export function mediaFigures(file: string): Partial<Figures> {
  const json = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,codec_name,width,height,sample_rate,channels', '-of', 'json', file], { encoding: 'utf8' }),
  ) as FfprobeJson;
  const video = json.streams.find((s) => s.codec_type === 'video');
  const audio = json.streams.find((s) => s.codec_type === 'audio');
  return {
    durationSeconds: round(Number(json.format.duration), 2),
    ...(video && { videoCodec: video.codec_name, width: video.width, height: video.height }),
    ...(audio && { audioCodec: audio.codec_name, sampleRate: Number(audio.sample_rate), channels: audio.channels }),
  };
}

/** ffmpeg's SSIM (all planes) of a video against its input, frame by frame from the start, the output scaled to the input's size. */
export function videoSsim(outFile: string, inFile: string): number {
  const graph = '[0:v]settb=AVTB,setpts=PTS-STARTPTS[o];[1:v]settb=AVTB,setpts=PTS-STARTPTS[i];[o][i]scale2ref=flags=bicubic[a][b];[a][b]ssim';
  const run = spawnSync('ffmpeg', ['-v', 'info', '-nostats', '-i', outFile, '-i', inFile, '-lavfi', graph, '-f', 'null', '-'], { encoding: 'utf8' });
  const all = run.stderr.match(/SSIM .* All:([\d.]+)/);
  if (!all) throw new Error(`ffmpeg measured no SSIM: ${run.stderr.slice(-300)}`);
  return round(Number(all[1]), 4);
}

export { significant, round };
