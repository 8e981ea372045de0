import { describe, expect, it } from 'vitest';
import { chooseVideoEngine } from './engine-choice';
import { ffmpegVideoArgs, ffmpegVideoCodec } from './ffmpeg-args';
import { VIDEO_DEFAULTS, resolveCodec, videoOptionsSchema, type VideoOptions } from './options';
import { capFrameRate, fitResolution, planVideo, quantizerFor, type SourceVideo } from './plan';
import type { MediaFacts } from '../../kits/media/webcodecs/probe';

const source: SourceVideo = { width: 1280, height: 720, durationSeconds: 6, frameRate: 30, videoBitrate: 8_000_000, audioBitrate: 96_000, hasAudio: true };
const opts = (patch: Partial<VideoOptions> = {}): VideoOptions => ({ ...VIDEO_DEFAULTS, ...patch });

describe('video options', () => {
  it('defaults to MP4, Medium, 70 % and validate the rate range and step', () => {
    expect(videoOptionsSchema.parse(VIDEO_DEFAULTS)).toEqual(VIDEO_DEFAULTS);
    expect(VIDEO_DEFAULTS).toMatchObject({ format: 'mp4', quality: 'medium', rate: 70 });
    expect(videoOptionsSchema.safeParse(opts({ rate: 95 })).success).toBe(false);
    expect(videoOptionsSchema.safeParse(opts({ rate: 72 })).success).toBe(false);
    expect(videoOptionsSchema.safeParse(opts({ rate: 10 })).success).toBe(true);
  });

  it('resolves the codec per container (no H.264 in WebM)', () => {
    expect(resolveCodec('mp4', 'auto')).toBe('h264');
    expect(resolveCodec('webm', 'auto')).toBe('vp9');
    expect(resolveCodec('webm', 'h264')).toBe('vp9');
    expect(resolveCodec('webm', 'av1')).toBe('av1');
    expect(resolveCodec('mp4', 'av1')).toBe('av1');
  });
});

describe('video plan', () => {
  it('fits the short side to the maximum resolution, keeps the aspect, never upscales, gives even sizes', () => {
    expect(fitResolution(1920, 1080, 720)).toEqual({ width: 1280, height: 720 });
    expect(fitResolution(1080, 1920, 480)).toEqual({ width: 480, height: 854 });
    expect(fitResolution(1280, 720, 1080)).toEqual({ width: 1280, height: 720 });
    expect(fitResolution(641, 361, undefined)).toEqual({ width: 642, height: 362 });
  });

  it('caps the frame rate only when the source is faster', () => {
    expect(capFrameRate(60, '30')).toBe(30);
    expect(capFrameRate(30, '30')).toBeUndefined();
    expect(capFrameRate(29.97, '30')).toBeUndefined();
    expect(capFrameRate(undefined, '24')).toBe(24);
    expect(capFrameRate(60, 'keep')).toBeUndefined();
  });

  it('the compression rate really changes the bit rate', () => {
    const at30 = planVideo(source, opts({ rate: 30 })).videoBitrate;
    const at80 = planVideo(source, opts({ rate: 80 })).videoBitrate;
    expect(at30).toBeGreaterThan(at80 * 3);
    expect(at30).toBeLessThan(source.videoBitrate!);
  });

  it('higher quality spends more bits at the same rate', () => {
    const high = planVideo(source, opts({ quality: 'high' })).videoBitrate;
    const medium = planVideo(source, opts({ quality: 'medium' })).videoBitrate;
    const low = planVideo(source, opts({ quality: 'low' })).videoBitrate;
    expect(high).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(low);
  });

  it('a target size sets the total bit rate from the duration, audio included', () => {
    const plan = planVideo(source, opts({ targetSizeMb: 3 }));
    const totalBytes = ((plan.videoBitrate + plan.audioBitrate) * source.durationSeconds!) / 8;
    expect(totalBytes).toBeGreaterThan(2.8e6);
    expect(totalBytes).toBeLessThanOrEqual(3e6);
  });

  it('dropping the audio leaves no audio budget', () => {
    expect(planVideo(source, opts({ keepAudio: false }))).toMatchObject({ keepAudio: false, audioBitrate: 0 });
    expect(planVideo({ ...source, hasAudio: false }, opts())).toMatchObject({ keepAudio: false });
  });

  it('VP9 and AV1 get fewer bits than H.264 for the same look', () => {
    const h264 = planVideo(source, opts()).videoBitrate;
    const vp9 = planVideo(source, opts({ format: 'webm' })).videoBitrate;
    expect(vp9).toBeLessThan(h264);
  });
});

describe('ffmpeg video arguments', () => {
  it('H.264 in MP4 with bit rate, scale, AAC audio, fast start and explicit threads', () => {
    const plan = planVideo(source, opts({ maxResolution: '480', frameRateCap: '24' }));
    const args = ffmpegVideoArgs(plan, 'mp4', 2);
    expect(args.join(' ')).toContain('-c:v libx264');
    expect(args.join(' ')).toContain(`scale=854:480`);
    expect(args).toEqual(expect.arrayContaining(['-r', '24', '-c:a', 'aac', '-movflags', '+faststart', '-threads', '2']));
    expect(args[args.indexOf('-b:v') + 1]).toBe(`${Math.round(plan.videoBitrate / 1000)}k`);
  });

  it('VP9 and Opus in WebM; no audio when dropped', () => {
    const args = ffmpegVideoArgs(planVideo(source, opts({ format: 'webm', keepAudio: false })), 'webm', 1);
    expect(args).toEqual(expect.arrayContaining(['-c:v', 'libvpx-vp9', '-an']));
    expect(args).not.toContain('-c:a');
  });

  it('AV1 (no encoder in ffmpeg.wasm) falls back to the container’s codec', () => {
    expect(ffmpegVideoCodec('mp4', 'av1')).toBe('h264');
    expect(ffmpegVideoCodec('webm', 'av1')).toBe('vp9');
    expect(ffmpegVideoCodec('mp4', 'vp9')).toBe('vp9');
  });
});

describe('video engine choice', () => {
  const readable: MediaFacts = {
    readable: true,
    durationSeconds: 6,
    video: { codec: 'avc', width: 1280, height: 720, decodable: true },
    audio: { codec: 'aac', sampleRate: 44100, channels: 1, decodable: true },
  };

  it('WebCodecs when the browser reads, decodes and can encode', () => {
    expect(chooseVideoEngine(readable, true, true)).toBe('webcodecs');
  });

  it('ffmpeg for containers mediabunny cannot read (AVI), undecodable video or no encoder', () => {
    expect(chooseVideoEngine({ readable: false }, true, true)).toBe('ffmpeg');
    expect(chooseVideoEngine({ ...readable, video: { ...readable.video!, decodable: false } }, true, true)).toBe('ffmpeg');
    expect(chooseVideoEngine(readable, true, false)).toBe('ffmpeg');
  });

  it('an undecodable audio track matters only when the audio is kept', () => {
    const facts = { ...readable, audio: { ...readable.audio!, decodable: false } };
    expect(chooseVideoEngine(facts, true, true)).toBe('ffmpeg');
    expect(chooseVideoEngine(facts, false, true)).toBe('webcodecs');
  });
});

describe('video plan: constant quantizer for AV1 and VP9', () => {
  it('AV1 and VP9 get a quantizer that rises with the rate and falls with the quality; H.264 keeps a bit rate', () => {
    for (const format of ['mp4', 'webm'] as const) {
      for (const codec of ['av1', 'vp9'] as const) {
        const q = (patch: Partial<VideoOptions>) => planVideo(source, opts({ format, codec, ...patch })).quantizer!;
        expect(q({ rate: 30 })).toBeLessThan(q({ rate: 80 }));
        expect(q({ rate: 10 })).toBeLessThanOrEqual(q({ rate: 30 }));
        expect(q({ quality: 'high' })).toBeLessThan(q({ quality: 'medium' }));
        expect(q({ quality: 'medium' })).toBeLessThan(q({ quality: 'low' }));
      }
    }
    expect(planVideo(source, opts()).quantizer).toBeUndefined();
  });

  it('quantizers stay on each codec’s WebCodecs scale (AV1 0–255, VP9 0–63) at every quality and rate', () => {
    for (const quality of ['high', 'medium', 'low'] as const) {
      for (let rate = 10; rate <= 90; rate += 5) {
        expect(quantizerFor('av1', quality, rate)).toBeGreaterThanOrEqual(1);
        expect(quantizerFor('av1', quality, rate)).toBeLessThanOrEqual(255);
        expect(quantizerFor('vp9', quality, rate)).toBeLessThanOrEqual(63);
      }
    }
  });

  it('a target size uses a constant bit rate, never a quantizer', () => {
    expect(planVideo(source, opts({ codec: 'av1', targetSizeMb: 3 }))).toMatchObject({ quantizer: undefined, bitrateMode: 'constant' });
    expect(planVideo(source, opts({ codec: 'av1' })).bitrateMode).toBe('variable');
  });

  it('key frames every 250 frames, like x264', () => {
    expect(planVideo(source, opts()).keyFrameSeconds).toBeCloseTo(250 / 30);
  });
});
