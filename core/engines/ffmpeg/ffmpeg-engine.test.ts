import { describe, expect, it } from 'vitest';
import { ffmpegCoreFiles, ffmpegFlavour, ffmpegThreads } from './core-files';
import { lastErrorLine, parseDurationLine, progressFraction } from './log';

describe('ffmpeg core files', () => {
  it('uses the multi-thread core only when the page is cross-origin isolated', () => {
    expect(ffmpegFlavour(true)).toBe('mt');
    expect(ffmpegFlavour(false)).toBe('st');
  });

  it('serves every core file from the app origin, never a CDN', () => {
    const mt = ffmpegCoreFiles('mt', 'https://localbox.example');
    expect(mt).toEqual({
      flavour: 'mt',
      coreURL: 'https://localbox.example/engines/ffmpeg/mt/ffmpeg-core.js',
      wasmURL: 'https://localbox.example/engines/ffmpeg/mt/ffmpeg-core.wasm',
      workerURL: 'https://localbox.example/engines/ffmpeg/mt/ffmpeg-core.worker.js',
    });
    const st = ffmpegCoreFiles('st', 'http://localhost:4173');
    expect(st.coreURL).toBe('http://localhost:4173/engines/ffmpeg/st/ffmpeg-core.js');
    expect(st.workerURL).toBeUndefined();
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

  it('turns output time (µs) into a fraction of the duration', () => {
    expect(progressFraction(2_500_000, 5)).toBe(0.5);
    expect(progressFraction(9_000_000, 5)).toBe(1);
    expect(progressFraction(1_000_000, undefined)).toBeUndefined();
    expect(progressFraction(-5, 5)).toBeUndefined();
  });
});
