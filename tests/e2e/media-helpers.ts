import type { Download, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const VIDEO_DIR = path.resolve('.fixtures/video');
export const AUDIO_DIR = path.resolve('.fixtures/audio');

export interface Probed {
  durationSeconds: number;
  formatName: string;
  video?: { codec: string; width: number; height: number };
  audio?: { codec: string; sampleRate: number; channels: number };
}

interface FfprobeJson {
  format: { duration?: string; format_name: string };
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; sample_rate?: string; channels?: number }[];
}

/** Runs Debian's ffprobe on bytes (the downloaded output) and reports what really is in them. */
export function ffprobe(bytes: Uint8Array, extension: string): Probed {
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-probe-'));
  try {
    const file = path.join(dir, `probe.${extension}`);
    writeFileSync(file, bytes);
    const json = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration,format_name:stream=codec_type,codec_name,width,height,sample_rate,channels', '-of', 'json', file], {
        encoding: 'utf8',
      }),
    ) as FfprobeJson;
    const video = json.streams.find((s) => s.codec_type === 'video');
    const audio = json.streams.find((s) => s.codec_type === 'audio');
    return {
      durationSeconds: Number(json.format.duration),
      formatName: json.format.format_name,
      video: video && { codec: video.codec_name, width: video.width!, height: video.height! },
      audio: audio && { codec: audio.codec_name, sampleRate: Number(audio.sample_rate), channels: audio.channels! },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A media file from disk for setInputFiles. */
export function mediaFile(filePath: string, mimeType: string) {
  return { name: path.basename(filePath), mimeType, buffer: readFileSync(filePath) };
}

/** Makes a small file with native ffmpeg from a fixture (e.g. an AVI WebCodecs cannot read). */
export function transcodeFixture(source: string, extension: string, args: string[]): { name: string; buffer: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-media-'));
  try {
    const out = path.join(dir, `clip.${extension}`);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', source, ...args, out]);
    return { name: `clip.${extension}`, buffer: readFileSync(out) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs native ffmpeg on lavfi sources (a test pattern, a tone) and returns the file it wrote. */
export function synthesizeMedia(name: string, args: string[]): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-cut-'));
  try {
    execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, path.join(dir, name)]);
    return readFileSync(path.join(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Downloads one row's result through its download button. */
export async function downloadRow(page: Page, inputName: string): Promise<{ name: string; bytes: Uint8Array }> {
  const row = page.locator(`[data-testid="result-row"][data-name="${inputName}"]`);
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), row.getByTestId('row-download').click()]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync((await download.path())!)) };
}

/** Opens a media tool; the wait is long because these tests share a slow machine with heavy encodes. */
export async function openMediaTool(page: Page, route: string) {
  await page.goto(route);
  await page.locator('main h1').first().waitFor({ timeout: 90_000 });
}
