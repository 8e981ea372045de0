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
  /**
   * Constant quantizer per frame (WebCodecs' 'quantizer' mode, like x264's CRF) for codecs whose
   * encoders take one; videoBitrate is then only the fallback where the browser refuses it.
   */
  quantizer?: number;
  /**
   * 'constant' for a size target: in their default variable mode Chromium's AV1 and VP9 encoders
   * land far from the asked bit rate (AV1 gave 0.6 MB for a 2 MB target on the bench clip).
   */
  bitrateMode: 'constant' | 'variable';
  /** Seconds between key frames. */
  keyFrameSeconds: number;
  /** Bits per second budgeted for audio (0 when dropped). */
  audioBitrate: number;
  keepAudio: boolean;
}

/** Bits per pixel per frame the quality level spends at most (before the codec's factor). */
const CEILING_BPP: Record<VideoQuality, number> = { high: 0.2, medium: 0.12, low: 0.07 };
/**
 * H.264 at 0.85 keeps Medium's SSIM just above native x264 crf 28's on the bench clip (0.978 vs
 * 0.977) with 15 % fewer bytes than 1.0; VP9 and AV1 use these only for a size target or where the
 * browser refuses a quantizer.
 */
const CODEC_EFFICIENCY: Record<VideoCodec, number> = { h264: 0.85, vp9: 0.7, av1: 0.6 };
/** Below this the picture falls apart whatever the rate says. */
const FLOOR_BPP = 0.012;
const MIN_VIDEO_BITRATE = 50_000;
export const AUDIO_BITRATE = 128_000;
/** x264's default GOP (250 frames): every extra key frame costs AV1 and VP9 as much as seconds of picture. */
const KEY_FRAME_INTERVAL_FRAMES = 250;

/**
 * Quantizers on each codec's WebCodecs scale (AV1 0–255, VP9 0–63) at the default rate (70 %), and
 * how far each 10 % of rate moves them. Medium lands AV1 just above native x264 crf 28's SSIM on the
 * bench clip (at about half its bytes); VP9's encoder here cannot go much coarser than its Medium.
 * H.264 has no entry: Chromium's software H.264 encoder refuses quantizer mode.
 */
const QUANTIZER: Partial<Record<VideoCodec, { at70: Record<VideoQuality, number>; per10Percent: number; max: number }>> = {
  av1: { at70: { high: 72, medium: 96, low: 124 }, per10Percent: 12, max: 255 },
  vp9: { at70: { high: 48, medium: 56, low: 61 }, per10Percent: 3, max: 63 },
};

export function quantizerFor(codec: VideoCodec, quality: VideoQuality, rate: number): number | undefined {
  const scale = QUANTIZER[codec];
  if (!scale) return undefined;
  return Math.min(scale.max, Math.max(1, Math.round(scale.at70[quality] + (scale.per10Percent * (rate - 70)) / 10)));
}

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
  let quantizer: number | undefined;
  if (options.targetSizeMb > 0 && source.durationSeconds) {
    // A size target needs the encoder's bit-rate control, never a quantizer.
    // 3 % for the container's own bytes.
    const totalBits = options.targetSizeMb * 1_000_000 * 8 * 0.97;
    videoBitrate = Math.max(MIN_VIDEO_BITRATE, totalBits / source.durationSeconds - audioBitrate);
  } else {
    const ceiling = pixelsPerSecond * CEILING_BPP[options.quality] * efficiency;
    const reference = source.videoBitrate ? Math.min(source.videoBitrate, ceiling) : ceiling;
    videoBitrate = Math.max(floor, reference * (1 - options.rate / 100));
    quantizer = quantizerFor(codec, options.quality, options.rate);
  }
  return {
    codec,
    width,
    height,
    frameRate,
    videoBitrate: Math.round(videoBitrate),
    quantizer,
    bitrateMode: options.targetSizeMb > 0 && source.durationSeconds ? 'constant' : 'variable',
    keyFrameSeconds: KEY_FRAME_INTERVAL_FRAMES / fps,
    audioBitrate: Math.round(audioBitrate),
    keepAudio,
  };
}
