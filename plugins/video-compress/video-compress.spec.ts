import path from 'node:path';
import { expect, fullSuite, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { presetOptions, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { VIDEO_DIR, downloadRow, ffprobe, mediaFile, openMediaTool, synthesizeMedia, transcodeFixture } from '../../tests/e2e/media-helpers';
import { VIDEO_DEFAULTS, type VideoOptions } from './options';

const ROUTE = '/video/video-compress';
const MP4 = path.join(VIDEO_DIR, 'pan-720p.mp4');
const WEBM = path.join(VIDEO_DIR, 'pan-720p.webm');
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);
const preset = (page: import('@playwright/test').Page, patch: Partial<VideoOptions>) => presetOptions(page, 'video-compress', { ...VIDEO_DEFAULTS, ...patch });
// The machine running these is shared and slow; encoding waits for states, never for durations.
const ENCODE_TIMEOUT = 300_000;

test.describe('video-compress', () => {
  test.describe.configure({ timeout: 600_000 });

  test('an MP4 compresses with WebCodecs to a smaller H.264 MP4 of the same duration; an AVI falls back to ffmpeg.wasm by itself; a corrupt and a cut-off file fail alone', async ({ page }) => {
    // The quick suite encodes the clip's first 2 s (still 720p at a high bitrate); the full suite all 6 s.
    const mp4 = fullSuite ? mediaFile(MP4, 'video/mp4') : { ...transcodeFixture(MP4, 'mp4', ['-t', '2', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '14', '-c:a', 'aac']), name: 'pan-720p.mp4', mimeType: 'video/mp4' };
    const source = ffprobe(new Uint8Array(mp4.buffer), 'mp4');
    const avi = transcodeFixture(MP4, 'avi', ['-t', '2', '-vf', 'scale=320:-2', '-c:v', 'mpeg4', '-q:v', '4', '-c:a', 'libmp3lame']);
    const corrupt = { name: 'broken.mp4', mimeType: 'video/mp4', buffer: mediaFile(MP4, 'video/mp4').buffer.subarray(0, 200_000) };
    // 2 s of 160×120 H.264 with its index first (faststart): cut, the index still promises every frame.
    const whole = synthesizeMedia('whole.mp4', ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=15', '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart']);
    await openMediaTool(page, ROUTE);
    await uploadFiles(page, [
      mp4,
      { ...avi, mimeType: 'video/x-msvideo' },
      corrupt,
      { name: 'cut.mp4', mimeType: 'video/mp4', buffer: whole.subarray(0, Math.round(whole.length * 0.6)) },
      { name: 'whole.mp4', mimeType: 'video/mp4', buffer: whole },
    ]);
    await waitForRows(page, 5, ENCODE_TIMEOUT * 2);
    await expect(row(page, 'broken.mp4').getByTestId('row-status')).toHaveText('Compression Failed');
    await expect(row(page, 'broken.mp4').getByTestId('row-error')).toHaveText('The video could not be read (damaged or unsupported)');
    await expect(row(page, 'cut.mp4')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'cut.mp4').getByTestId('row-error')).toContainText(/cut off or damaged/);
    await expect(row(page, 'whole.mp4')).toHaveAttribute('data-status', 'done');

    await expect(row(page, 'clip.avi').getByTestId('row-status')).toHaveText('Compressed');
    await expect(row(page, 'clip.avi').getByTestId('row-note')).toContainText('encoded with ffmpeg');
    const fallback = await downloadRow(page, 'clip.avi');
    expect(fallback.name).toBe('clip_compressed.mp4');
    const fallbackOut = ffprobe(fallback.bytes, 'mp4');
    expect(fallbackOut.video).toMatchObject({ codec: 'h264', width: 320, height: 180 });
    expect(fallbackOut.audio?.codec).toBe('aac');
    expect(Math.abs(fallbackOut.durationSeconds - ffprobe(new Uint8Array(avi.buffer), 'avi').durationSeconds)).toBeLessThanOrEqual(0.2);

    await expect(row(page, 'pan-720p.mp4').getByTestId('row-status')).toHaveText('Compressed');
    await expect(row(page, 'pan-720p.mp4').getByTestId('row-note')).toContainText('AVC → H.264, encoded with WebCodecs');
    await expect(row(page, 'pan-720p.mp4')).toContainText(fullSuite ? '0:06' : '0:02');
    const { name, bytes } = await downloadRow(page, 'pan-720p.mp4');
    expect(name).toBe('pan-720p_compressed.mp4');
    const out = ffprobe(bytes, 'mp4');
    expect(out.formatName).toContain('mp4');
    expect(out.video).toMatchObject({ codec: 'h264', width: 1280, height: 720 });
    expect(out.audio?.codec).toBe('aac');
    expect(Math.abs(out.durationSeconds - source.durationSeconds)).toBeLessThanOrEqual(0.2);
    expect(bytes.byteLength).toBeLessThan(source.durationSeconds > 0 ? mp4.buffer.byteLength : 0);
    test.info().annotations.push({ type: 'size ratio', description: (bytes.byteLength / mp4.buffer.byteLength).toFixed(3) });
    await saveScreenshot(page, 'video-compress-mp4');
  });

  test('a WebM compresses to a smaller VP9 WebM at 480p @slow', async ({ page }) => {
    await preset(page, { format: 'webm', maxResolution: '480' });
    await openMediaTool(page, ROUTE);
    await uploadFiles(page, [mediaFile(WEBM, 'video/webm')]);
    await waitForRows(page, 1, ENCODE_TIMEOUT);
    await expect(row(page, 'pan-720p.webm').getByTestId('row-status')).toHaveText('Compressed');
    const { name, bytes } = await downloadRow(page, 'pan-720p.webm');
    expect(name).toBe('pan-720p_compressed.webm');
    const out = ffprobe(bytes, 'webm');
    const source = ffprobe(new Uint8Array(mediaFile(WEBM, 'video/webm').buffer), 'webm');
    expect(out.formatName).toContain('webm');
    expect(out.video).toMatchObject({ codec: 'vp9', width: 854, height: 480 });
    expect(Math.abs(out.durationSeconds - source.durationSeconds)).toBeLessThanOrEqual(0.2);
    expect(bytes.byteLength).toBeLessThan(mediaFile(WEBM, 'video/webm').buffer.byteLength);
  });

  test('cancelling the running file stops ffmpeg.wasm mid-encode; the next file still runs @slow', async ({ page }) => {
    // The whole 720p clip as AVI keeps ffmpeg.wasm busy for a while; the short one waits behind it.
    const long = { ...transcodeFixture(MP4, 'avi', ['-c:v', 'mpeg4', '-q:v', '4', '-c:a', 'libmp3lame']), name: 'long.avi', mimeType: 'video/x-msvideo' };
    const short = { ...transcodeFixture(MP4, 'avi', ['-t', '2', '-vf', 'scale=320:-2', '-c:v', 'mpeg4', '-q:v', '4', '-c:a', 'libmp3lame']), name: 'short.avi', mimeType: 'video/x-msvideo' };
    await openMediaTool(page, ROUTE);
    await uploadFiles(page, [long, short]);
    await expect(row(page, 'long.avi')).toHaveAttribute('data-status', 'working', { timeout: ENCODE_TIMEOUT });
    await expect(row(page, 'short.avi')).not.toHaveAttribute('data-status', 'done');
    await row(page, 'long.avi').getByTestId('row-remove').click();
    await expect(row(page, 'long.avi')).toHaveCount(0);
    // The cancel terminated the engine; the next job loads it again and finishes.
    await expect(row(page, 'short.avi')).toHaveAttribute('data-status', 'done', { timeout: ENCODE_TIMEOUT });
    await expect(row(page, 'short.avi').getByTestId('row-note')).toContainText('encoded with ffmpeg');
    const out = ffprobe((await downloadRow(page, 'short.avi')).bytes, 'mp4');
    expect(out.video).toMatchObject({ codec: 'h264', width: 320, height: 180 });
  });

  test('cancelling a WebCodecs encode stops it; the next MP4 becomes an AV1 WebM with its AAC re-encoded to Opus @slow', async ({ page }) => {
    // Two copies of the clip side by side: twice the pixels keeps the first encode busy while it is cancelled.
    const long = { ...transcodeFixture(MP4, 'mp4', ['-filter_complex', '[0:v][0:v]hstack', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'copy']), name: 'long.mp4', mimeType: 'video/mp4' };
    const short = { ...transcodeFixture(MP4, 'mp4', ['-t', '2', '-c', 'copy']), name: 'short.mp4', mimeType: 'video/mp4' };
    await preset(page, { format: 'webm', codec: 'av1' });
    await openMediaTool(page, ROUTE);
    await uploadFiles(page, [long, short]);
    await expect(row(page, 'long.mp4')).toHaveAttribute('data-status', 'working', { timeout: ENCODE_TIMEOUT });
    await expect(row(page, 'short.mp4')).not.toHaveAttribute('data-status', 'done');
    await row(page, 'long.mp4').getByTestId('row-remove').click();
    await expect(row(page, 'long.mp4')).toHaveCount(0);
    await expect(row(page, 'short.mp4')).toHaveAttribute('data-status', 'done', { timeout: ENCODE_TIMEOUT });
    await expect(row(page, 'short.mp4').getByTestId('row-note')).toContainText('AVC → AV1, encoded with WebCodecs');
    const out = ffprobe((await downloadRow(page, 'short.mp4')).bytes, 'webm');
    expect(out.video).toMatchObject({ codec: 'av1', width: 1280, height: 720 });
    expect(out.audio?.codec).toBe('opus');
    expect(Math.abs(out.durationSeconds - ffprobe(new Uint8Array(short.buffer), 'mp4').durationSeconds)).toBeLessThanOrEqual(0.1);
  });

  test('the compression rate really changes the size (30 % vs 80 %) @slow', async ({ page }) => {
    const sizes: number[] = [];
    for (const rate of [30, 80]) {
      await preset(page, { rate });
      await openMediaTool(page, ROUTE);
      await uploadFiles(page, [mediaFile(MP4, 'video/mp4')]);
      await waitForRows(page, 1, ENCODE_TIMEOUT);
      sizes.push((await downloadRow(page, 'pan-720p.mp4')).bytes.byteLength);
    }
    expect(sizes[0]).toBeGreaterThan(sizes[1] * 1.5);
  });
});
