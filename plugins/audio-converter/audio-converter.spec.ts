import path from 'node:path';
import { expect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { downloadZip, presetOptions, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { AUDIO_DIR, downloadRow, ffprobe, mediaFile, openMediaTool, synthesizeMedia } from '../../tests/e2e/media-helpers';
import { ffmpegCoreCached, waitUntilCached, waitUntilPageAssetsCached } from '../../tests/e2e/offline';
import { AUDIO_FORMAT_SPECS } from './formats';
import { AUDIO_DEFAULTS, type AudioFormat, type AudioOptions } from './options';

const ROUTE = '/audio/audio-converter';
const WAV = path.join(AUDIO_DIR, 'tone.wav');
const OGG = path.join(AUDIO_DIR, 'tone.ogg');
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);
const preset = (page: import('@playwright/test').Page, patch: Partial<AudioOptions>) => presetOptions(page, 'audio-converter', { ...AUDIO_DEFAULTS, ...patch });
const TIMEOUT = 240_000;
const SOURCE_SECONDS = 5;

/** What ffprobe calls each format's codec. */
const CODEC: Record<AudioFormat, string> = { mp3: 'mp3', wav: 'pcm_s16le', ogg: 'vorbis', aac: 'aac', m4a: 'aac', flac: 'flac', opus: 'opus' };

test.describe('audio-converter', () => {
  test.describe.configure({ timeout: 400_000 });

  test('WAV to MP3 (ffmpeg.wasm) keeps the duration at 44.1 kHz and 192 kbps; a cut-off M4A fails with the reason while a whole one converts', async ({ page }) => {
    // 3 s of AAC with its index first: cut, the index still promises every packet.
    const wholeM4a = synthesizeMedia('whole.m4a', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart']);
    await openMediaTool(page, ROUTE);
    await uploadFiles(page, [
      mediaFile(WAV, 'audio/wav'),
      { name: 'cut.m4a', mimeType: 'audio/mp4', buffer: wholeM4a.subarray(0, Math.round(wholeM4a.length * 0.3)) },
      { name: 'whole.m4a', mimeType: 'audio/mp4', buffer: wholeM4a },
    ]);
    await waitForRows(page, 3, TIMEOUT);
    await expect(row(page, 'cut.m4a')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'cut.m4a').getByTestId('row-error')).toContainText(/cut off or damaged/);
    await expect(row(page, 'whole.m4a')).toHaveAttribute('data-status', 'done');
    await expect(row(page, 'tone.wav').getByTestId('row-status')).toHaveText('Conversion Successful');
    await expect(row(page, 'tone.wav').getByTestId('row-note')).toContainText('encoded with ffmpeg');
    await expect(row(page, 'tone.wav')).toContainText('0:05');
    const { name, bytes } = await downloadRow(page, 'tone.wav');
    expect(name).toBe('tone.mp3');
    const out = ffprobe(bytes, 'mp3');
    expect(out.audio).toMatchObject({ codec: 'mp3', sampleRate: 44_100, channels: 2 });
    expect(Math.abs(out.durationSeconds - SOURCE_SECONDS)).toBeLessThanOrEqual(0.2);
    await saveScreenshot(page, 'audio-converter-mp3');
  });

  test('OGG to Opus goes through WebCodecs; a corrupt file fails alone; ZIP holds the rest', async ({ page }) => {
    await preset(page, { format: 'opus', channels: 'mono' });
    await openMediaTool(page, ROUTE);
    await uploadFiles(page, [
      mediaFile(OGG, 'audio/ogg'),
      { name: 'broken.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3 this is not audio at all'.repeat(40)) },
    ]);
    await waitForRows(page, 2, TIMEOUT);
    await expect(row(page, 'tone.ogg').getByTestId('row-status')).toHaveText('Conversion Successful');
    await expect(row(page, 'tone.ogg').getByTestId('row-note')).toContainText('with WebCodecs');
    await expect(row(page, 'broken.mp3').getByTestId('row-status')).toHaveText('Conversion Failed');
    await expect(row(page, 'broken.mp3').getByTestId('row-error')).toHaveText('The audio could not be read (damaged or unsupported)');
    const zip = await downloadZip(page);
    expect([...zip.keys()]).toEqual(['tone.opus']);
    const out = ffprobe(zip.get('tone.opus')!, 'opus');
    expect(out.audio).toMatchObject({ codec: 'opus', sampleRate: 48_000, channels: 1 });
    expect(Math.abs(out.durationSeconds - SOURCE_SECONDS)).toBeLessThanOrEqual(0.2);
    await saveScreenshot(page, 'audio-converter-opus');
  });

  for (const format of ['mp3', 'wav', 'ogg', 'aac', 'm4a', 'flac', 'opus'] as const) {
    test(`WAV to ${format} at 96 kHz asked has the right codec, sample rate and duration @slow`, async ({ page }) => {
      await preset(page, { format, sampleRate: 96_000 });
      await openMediaTool(page, ROUTE);
      await uploadFiles(page, [mediaFile(WAV, 'audio/wav')]);
      await waitForRows(page, 1, TIMEOUT);
      const { bytes } = await downloadRow(page, 'tone.wav');
      const out = ffprobe(bytes, AUDIO_FORMAT_SPECS[format].extension);
      const expectedRate = format === 'mp3' || format === 'opus' ? 48_000 : 96_000;
      expect(out.audio).toMatchObject({ codec: CODEC[format], sampleRate: expectedRate });
      expect(Math.abs(out.durationSeconds - SOURCE_SECONDS)).toBeLessThanOrEqual(0.2);
    });
  }

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });
    test('a second visit with the network cut converts with the ffmpeg.wasm engine the service worker cached on first use @slow', async ({ page, context }) => {
      await openMediaTool(page, ROUTE);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
      // Visit once more so the page (and the engine worker it starts) is controlled.
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
      await uploadFiles(page, [mediaFile(WAV, 'audio/wav')]);
      await waitForRows(page, 1, TIMEOUT);
      await expect(row(page, 'tone.wav').getByTestId('row-note')).toContainText('encoded with ffmpeg');
      // A fresh-clone run once went offline before the engine's files were written to the cache.
      await waitUntilCached(page, ffmpegCoreCached, 'the ffmpeg.wasm core');
      await waitUntilPageAssetsCached(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 120_000 });
      await uploadFiles(page, [{ ...mediaFile(WAV, 'audio/wav'), name: 'offline.wav' }]);
      await waitForRows(page, 1, TIMEOUT);
      await expect(row(page, 'offline.wav').getByTestId('row-status')).toHaveText('Conversion Successful');
      await expect(row(page, 'offline.wav').getByTestId('row-note')).toContainText('encoded with ffmpeg');
      await context.setOffline(false);
      const out = ffprobe((await downloadRow(page, 'offline.wav')).bytes, 'mp3');
      expect(Math.abs(out.durationSeconds - SOURCE_SECONDS)).toBeLessThanOrEqual(0.2);
    });
  });
});
