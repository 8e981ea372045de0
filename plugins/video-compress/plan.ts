/**
 * The encode plan both engines follow: output size, frame rate and bit rates from the source's
 * facts and the options. Pure, so the quality/rate/target-size rules are unit-tested.
 */
import { resolveCodec, type VideoCodec, type VideoOptions, type VideoQuality } from './options';

export interface SourceVideo {
  width: number;
  height: number;
  durationSeconds?: number;
  frameRate?: number;
  /** Video bits per second, when known. */
  videoBitrate?: number;
  /** Audio bits per second, when known. */
  audioBitrate?: number;
  hasAudio: boolean;
}

export interface VideoPlan {
  codec: VideoCodec;
  width: number;
  height: number;
  frameRate?: number;
  videoBitrate: number;
  /** Bits per second budgeted for audio (0 when dropped). */
  audioBitrate: number;
  keepAudio: boolean;
}

/** Bits per pixel per frame the quality level spends at most (H.264; VP9 and AV1 need less). */
const CEILING_BPP: Record<VideoQuality, number> = { high: 0.2, medium: 0.12, low: 0.07 };
const CODEC_EFFICIENCY: Record<VideoCodec, number> = { h264: 1, vp9: 0.7, av1: 0.6 };
/** Below this the picture falls apart whatever the rate says. */
const FLOOR_BPP = 0.012;
const MIN_VIDEO_BITRATE = 50_000;
export const AUDIO_BITRATE = 128_000;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** Scales so the short side is at most `maxShortSide`, keeping the aspect; never upscales. */
export function fitResolution(width: number, height: number, maxShortSide: number | undefined): { width: number; height: number } {
  const short = Math.min(width, height);
  const scale = maxShortSide && short > maxShortSide ? maxShortSide / short : 1;
  return { width: even(width * scale), height: even(height * scale) };
}

export function capFrameRate(source: number | undefined, cap: VideoOptions['frameRateCap']): number | undefined {
  if (cap === 'keep') return undefined;
  const limit = Number(cap);
  return source && source <= limit + 0.5 ? undefined : limit;
}

export function planVideo(source: SourceVideo, options: VideoOptions): VideoPlan {
  const codec = resolveCodec(options.format, options.codec);
  const { width, height } = fitResolution(source.width, source.height, options.maxResolution === 'keep' ? undefined : Number(options.maxResolution));
  const frameRate = capFrameRate(source.frameRate, options.frameRateCap);
  const fps = frameRate ?? source.frameRate ?? 30;
  const keepAudio = options.keepAudio && source.hasAudio;
  const audioBitrate = keepAudio ? Math.min(source.audioBitrate ?? AUDIO_BITRATE, AUDIO_BITRATE * 1.5) : 0;
  const pixelsPerSecond = width * height * fps;
  const efficiency = CODEC_EFFICIENCY[codec];
  const floor = Math.max(MIN_VIDEO_BITRATE, pixelsPerSecond * FLOOR_BPP * efficiency);

  let videoBitrate: number;
  if (options.targetSizeMb > 0 && source.durationSeconds) {
    // 3 % for the container's own bytes.
    const totalBits = options.targetSizeMb * 1_000_000 * 8 * 0.97;
    videoBitrate = Math.max(MIN_VIDEO_BITRATE, totalBits / source.durationSeconds - audioBitrate);
  } else {
    const ceiling = pixelsPerSecond * CEILING_BPP[options.quality] * efficiency;
    const reference = source.videoBitrate ? Math.min(source.videoBitrate, ceiling) : ceiling;
    videoBitrate = Math.max(floor, reference * (1 - options.rate / 100));
  }
  return { codec, width, height, frameRate, videoBitrate: Math.round(videoBitrate), audioBitrate: Math.round(audioBitrate), keepAudio };
}
