/**
 * Bench: the media tools through the real UI and engine workers, WebCodecs against ffmpeg.wasm on
 * the same clip in the same run, with native ffmpeg (Debian, libx264 medium crf 28) as the yardstick.
 *
 * Video: the fixture's 720p H.264 clip as MP4 (WebCodecs reads it) and the very same stream copied
 * into AVI (WebCodecs cannot read AVI, so the tool falls back to ffmpeg.wasm): same pictures, same
 * settings (Medium, 70 %), only the engine differs; then VP9 and AV1, the codec choices beside MP4's
 * default H.264, through WebCodecs. ffmpeg.wasm runs twice: cold (engine download and
 * compile included) and warm. SSIM of each output against the source comes from ffmpeg's ssim filter.
 * Audio: seconds of audio converted per second, WAV → MP3 (ffmpeg.wasm) and WAV → Opus (WebCodecs).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AUDIO_DEFAULTS } from '../../plugins/audio-converter/options';
import { VIDEO_DEFAULTS } from '../../plugins/video-compress/options';
import { downloadRow, ffprobe } from '../../tests/e2e/media-helpers';

const VIDEO = path.resolve('.fixtures/video/pan-720p.mp4');
const AUDIO = path.resolve('.fixtures/audio/tone.wav');

interface RunResult {
  seconds: number;
  bytes: number;
  note: string;
  output: Uint8Array;
}

/** Sets a tool's options and opens it (a fresh page: its engine worker starts cold). */
async function openTool(page: Page, route: string, toolId: string, options: object): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`localbox-options:${toolId}`, JSON.stringify(options)] as const);
  await page.goto(route);
  await page.getByTestId('upload-input').waitFor({ state: 'attached' });
}

/** Drops one file on the open tool and times drop → done (the page, and its warm engine, stay). */
async function convert(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<RunResult> {
  const started = Date.now();
  await page.getByTestId('upload-input').setInputFiles(file);
  const selector = `[data-testid="result-row"][data-name="${file.name}"]`;
  await page.waitForFunction((sel) => ['done', 'failed'].includes(document.querySelector(sel)?.getAttribute('data-status') ?? ''), selector, {
    timeout: 900_000,
    polling: 100,
  });
  const seconds = (Date.now() - started) / 1000;
  const row = page.locator(selector);
  if ((await row.getAttribute('data-status')) !== 'done') throw new Error(`failed on ${file.name}: ${await row.innerText()}`);
  const note = await row.getByTestId('row-note').innerText().catch(() => '');
  const { bytes } = await downloadRow(page, file.name);
  return { seconds: round(seconds), bytes: bytes.byteLength, note, output: bytes };
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** ffmpeg's SSIM ("All:", printed on stderr) of a file against the source, scaled to the source's size. */
function ssimOf(file: string, source: string): number {
  const { stderr } = spawnSync('ffmpeg', ['-hide_banner', '-i', file, '-i', source, '-lavfi', '[0:v][1:v]scale2ref[a][b];[a][b]ssim', '-f', 'null', '-'], { encoding: 'utf8' });
  const match = /All:([\d.]+)/.exec(stderr);
  return match ? Number(match[1]) : NaN;
}

export async function benchMedia(page: Page): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-bench-media-'));
  try {
    const avi = path.join(dir, 'pan-720p.avi');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', VIDEO, '-c', 'copy', avi]);
    const sourceSeconds = ffprobe(new Uint8Array(readFileSync(VIDEO)), 'mp4').durationSeconds;
    const mp4File = { name: 'pan-720p.mp4', mimeType: 'video/mp4', buffer: readFileSync(VIDEO) };
    const aviFile = { name: 'pan-720p.avi', mimeType: 'video/x-msvideo', buffer: readFileSync(avi) };
    if (!page.url().startsWith('http')) await page.goto('/');

    await openTool(page, '/video/video-compress', 'video-compress', VIDEO_DEFAULTS);
    const webcodecs = await convert(page, mp4File);
    const ffmpegCold = await convert(page, aviFile);
    // Same page: the engine worker is kept warm between jobs, so this run has the engine loaded.
    const ffmpegWarm = await convert(page, { ...aviFile, name: 'pan-720p-again.avi' });
    // The codec choices beside H.264 (the MP4 default), same clip and settings, through WebCodecs.
    const otherCodecs: Record<string, RunResult> = {};
    for (const codec of ['vp9', 'av1'] as const) {
      await openTool(page, '/video/video-compress', 'video-compress', { ...VIDEO_DEFAULTS, codec });
      otherCodecs[codec] = await convert(page, { ...mp4File, name: `pan-720p-${codec}.mp4` });
    }

    const native = path.join(dir, 'native.mp4');
    const nativeStart = Date.now();
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', VIDEO, '-c:v', 'libx264', '-preset', 'medium', '-crf', '28', '-c:a', 'copy', native]);
    const nativeSeconds = (Date.now() - nativeStart) / 1000;

    const measure = (result: RunResult, name: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, result.output);
      return { seconds: result.seconds, bytes: result.bytes, ssim: round(ssimOf(file, VIDEO), 4), note: result.note };
    };
    const video = {
      clip: `${path.basename(VIDEO)} (${round(sourceSeconds)} s, ${statSync(VIDEO).size} bytes)`,
      webcodecs: measure(webcodecs, 'webcodecs.mp4'),
      ffmpegWasmCold: measure(ffmpegCold, 'ffmpeg-cold.mp4'),
      ffmpegWasmWarm: measure(ffmpegWarm, 'ffmpeg-warm.mp4'),
      webcodecsVp9: measure(otherCodecs.vp9, 'webcodecs-vp9.mp4'),
      webcodecsAv1: measure(otherCodecs.av1, 'webcodecs-av1.mp4'),
      nativeX264Crf28: { seconds: round(nativeSeconds), bytes: statSync(native).size, ssim: round(ssimOf(native, VIDEO), 4) },
    };
    const videoSummary = {
      webcodecsVsFfmpegWasmWarm: round(video.webcodecs.seconds / video.ffmpegWasmWarm.seconds),
      webcodecsVsNativeWall: round(video.webcodecs.seconds / video.nativeX264Crf28.seconds),
      webcodecsVsNativeBytes: round(video.webcodecs.bytes / video.nativeX264Crf28.bytes),
      vp9VsNativeWall: round(video.webcodecsVp9.seconds / video.nativeX264Crf28.seconds),
      vp9VsNativeBytes: round(video.webcodecsVp9.bytes / video.nativeX264Crf28.bytes),
      av1VsNativeWall: round(video.webcodecsAv1.seconds / video.nativeX264Crf28.seconds),
      av1VsNativeBytes: round(video.webcodecsAv1.bytes / video.nativeX264Crf28.bytes),
    };

    const wav = { name: 'tone.wav', mimeType: 'audio/wav', buffer: readFileSync(AUDIO) };
    const audioSeconds = ffprobe(new Uint8Array(wav.buffer), 'wav').durationSeconds;
    await openTool(page, '/audio/audio-converter', 'audio-converter', AUDIO_DEFAULTS);
    const mp3Cold = await convert(page, wav);
    const mp3Warm = await convert(page, { ...wav, name: 'tone-again.wav' });
    await openTool(page, '/audio/audio-converter', 'audio-converter', { ...AUDIO_DEFAULTS, format: 'opus' });
    const opus = await convert(page, wav);
    const audio = {
      clip: `${path.basename(AUDIO)} (${round(audioSeconds)} s)`,
      mp3FfmpegWasmCold: { seconds: mp3Cold.seconds, audioSecondsPerSecond: round(audioSeconds / mp3Cold.seconds) },
      mp3FfmpegWasmWarm: { seconds: mp3Warm.seconds, audioSecondsPerSecond: round(audioSeconds / mp3Warm.seconds) },
      opusWebCodecs: { seconds: opus.seconds, audioSecondsPerSecond: round(audioSeconds / opus.seconds) },
    };
    return { video, videoSummary, audio };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
