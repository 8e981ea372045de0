import { z } from 'zod/mini';

/** Output containers; MP4 is the recommended default (plays everywhere). */
export const VIDEO_FORMATS = ['mp4', 'webm'] as const;
export const VIDEO_QUALITIES = ['high', 'medium', 'low'] as const;
/** "keep" or the largest short side (1080p, 720p, 480p). */
export const MAX_RESOLUTIONS = ['keep', '1080', '720', '480'] as const;
export const VIDEO_CODEC_CHOICES = ['auto', 'h264', 'vp9', 'av1'] as const;
export const FRAME_RATE_CAPS = ['keep', '60', '30', '24'] as const;

export type VideoFormat = (typeof VIDEO_FORMATS)[number];
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];
export type VideoCodecChoice = (typeof VIDEO_CODEC_CHOICES)[number];
export type VideoCodec = Exclude<VideoCodecChoice, 'auto'>;

export const RATE_MIN = 10;
export const RATE_MAX = 90;
export const RATE_STEP = 5;

export const videoOptionsSchema = z.object({
  format: z.enum(VIDEO_FORMATS),
  quality: z.enum(VIDEO_QUALITIES),
  /** Compression rate in percent: 70 keeps about 30 % of the quality level's bit rate. */
  rate: z.int().check(z.minimum(RATE_MIN), z.maximum(RATE_MAX), z.multipleOf(RATE_STEP)),
  /** Target size in MB; 0 = off (the rate decides). */
  targetSizeMb: z.number().check(z.minimum(0), z.maximum(100_000)),
  maxResolution: z.enum(MAX_RESOLUTIONS),
  codec: z.enum(VIDEO_CODEC_CHOICES),
  keepAudio: z.boolean(),
  frameRateCap: z.enum(FRAME_RATE_CAPS),
});

export type VideoOptions = z.infer<typeof videoOptionsSchema>;

export const VIDEO_DEFAULTS: VideoOptions = {
  format: 'mp4',
  quality: 'medium',
  rate: 70,
  targetSizeMb: 0,
  maxResolution: 'keep',
  codec: 'auto',
  keepAudio: true,
  frameRateCap: 'keep',
};

/** Codecs each container can carry here (H.264 is not allowed in WebM). */
export const CODECS_BY_FORMAT: Record<VideoFormat, readonly VideoCodec[]> = {
  mp4: ['h264', 'vp9', 'av1'],
  webm: ['vp9', 'av1'],
};

export function resolveCodec(format: VideoFormat, choice: VideoCodecChoice): VideoCodec {
  const allowed = CODECS_BY_FORMAT[format];
  if (choice !== 'auto' && allowed.includes(choice)) return choice;
  return allowed[0];
}

export const VIDEO_MIME: Record<VideoFormat, string> = { mp4: 'video/mp4', webm: 'video/webm' };
