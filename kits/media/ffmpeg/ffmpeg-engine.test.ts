import { describe, expect, it } from 'vitest';
import { FFMPEG_WASM_FILE, ffmpegCoreFiles, ffmpegFlavour, ffmpegThreads } from './core-files';
import { factsFromFfprobe, parseFrameRate } from './ffprobe';
import { isFatalLine, lastErrorLine, parseDurationLine, progressFraction } from './log';

describe('ffmpeg core files', () => {
  it('uses the multi-thread core only when the page is cross-origin isolated', () => {
    expect(ffmpegFlavour(true)).toBe('mt');
    expect(ffmpegFlavour(false)).toBe('st');
  });

  it('serves every core file from the app origin, never a CDN', () => {
    const mt = ffmpegCoreFiles('mt', 'https://localbox.example');
    expect(mt).toEqual({
      flavour: 'mt',
      coreURL: 'https://localbox.example/engines/ffmpeg/0.12.10/mt/ffmpeg-core.js',
      wasmURL: 'https://localbox.example/engines/ffmpeg/0.12.10/mt/ffmpeg-core.wasm.gzip',
      workerURL: 'https://localbox.example/engines/ffmpeg/0.12.10/mt/ffmpeg-core.worker.js',
    });
    const st = ffmpegCoreFiles('st', 'http://localhost:4173');
    expect(st.coreURL).toBe('http://localhost:4173/engines/ffmpeg/0.12.10/st/ffmpeg-core.js');
    expect(st.workerURL).toBeUndefined();
  });

  it("names the gzipped wasm so that no server takes it for a precompressed copy (sent decoded, it would fail its pinned hash)", () => {
    expect(FFMPEG_WASM_FILE).not.toMatch(/\.(gz|br|zst)$/);
  });

  it('gives the multi-thread core an explicit thread count (auto aborts) and the single-thread core one', () => {
    expect(ffmpegThreads('mt', 2)).toBe(2);
    expect(ffmpegThreads('mt', 16)).toBe(8);
    expect(ffmpegThreads('mt', undefined)).toBe(2);
    expect(ffmpegThreads('st', 8)).toBe(1);
  });
});

describe('ffmpeg log', () => {
  it('reads the input duration', () => {
    expect(parseDurationLine('  Duration: 00:00:05.00, start: 0.000000, bitrate: 1411 kb/s')).toBe(5);
    expect(parseDurationLine('  Duration: 01:02:03.50, start: 0')).toBeCloseTo(3723.5);
    expect(parseDurationLine('  Duration: N/A, bitrate: N/A')).toBeUndefined();
  });

  it('finds the line that says why a run failed', () => {
    const lines = ['ffmpeg version 6.0', 'Input #0, wav', '/job1/input.wav: Invalid data found when processing input', 'Aborted()'];
    expect(lastErrorLine(lines)).toBe('/job1/input.wav: Invalid data found when processing input');
    expect(lastErrorLine(['size=  1kB time=00:00:01'])).toBeUndefined();
  });

  it('knows the lines after which a run cannot succeed (the multi-threaded core may then hang)', () => {
    expect(isFatalLine('[libvorbis @ 0x1] encoder setup failed')).toBe(false);
    expect(isFatalLine('Error initializing output stream 0:0 -- Error while opening encoder for output stream #0:0')).toBe(true);
    expect(isFatalLine('Conversion failed!')).toBe(true);
    expect(isFatalLine('size=  1kB time=00:00:01')).toBe(false);
  });

  it('turns output time (µs) into a fraction of the duration', () => {
    expect(progressFraction(2_500_000, 5)).toBe(0.5);
    expect(progressFraction(9_000_000, 5)).toBe(1);
    expect(progressFraction(1_000_000, undefined)).toBeUndefined();
    expect(progressFraction(-5, 5)).toBeUndefined();
  });
});

describe('ffprobe facts', () => {
  const json = JSON.stringify({
    streams: [
      { codec_type: 'video', codec_name: 'mpeg4', width: 640, height: 360, avg_frame_rate: '30000/1001', bit_rate: '900000' },
      { codec_type: 'audio', codec_name: 'mp3', sample_rate: '44100', channels: 2, bit_rate: '128000' },
    ],
    format: { duration: '6.006000', format_name: 'avi', bit_rate: '1100000' },
  });

  it('reads an AVI’s video and audio streams', () => {
    const facts = factsFromFfprobe(json);
    expect(facts).toMatchObject({ readable: true, container: 'avi', durationSeconds: 6.006 });
    expect(facts.video).toMatchObject({ codec: 'mpeg4', width: 640, height: 360, bitrate: 900_000 });
    expect(facts.video!.frameRate).toBeCloseTo(29.97, 2);
    expect(facts.audio).toMatchObject({ codec: 'mp3', sampleRate: 44_100, channels: 2 });
  });

  it('no stream or broken JSON is unreadable', () => {
    expect(factsFromFfprobe('{"streams":[],"format":{}}')).toEqual({ readable: false });
    expect(factsFromFfprobe('not json')).toEqual({ readable: false });
    expect(parseFrameRate('0/0')).toBeUndefined();
  });
});
