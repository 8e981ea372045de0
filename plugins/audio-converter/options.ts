import { z } from 'zod/mini';

/** Output formats, MP3 first: the recommended default. */
export const AUDIO_FORMATS = ['mp3', 'wav', 'ogg', 'aac', 'm4a', 'flac', 'opus'] as const;
export const AUDIO_QUALITIES = ['high', 'medium', 'low'] as const;
export const SAMPLE_RATES = [44_100, 48_000, 96_000] as const;
export const BIT_RATES = [64, 96, 128, 160, 192, 256, 320] as const;
export const CHANNEL_CHOICES = ['keep', 'mono', 'stereo'] as const;

export type AudioFormat = (typeof AUDIO_FORMATS)[number];
export type AudioQuality = (typeof AUDIO_QUALITIES)[number];

export const audioOptionsSchema = z.object({
  format: z.enum(AUDIO_FORMATS),
  quality: z.enum(AUDIO_QUALITIES),
  sampleRate: z.union([z.literal(44_100), z.literal(48_000), z.literal(96_000)]),
  /** kbps, 64–320. */
  bitRate: z.int().check(z.minimum(64), z.maximum(320)),
  channels: z.enum(CHANNEL_CHOICES),
});

export type AudioOptions = z.infer<typeof audioOptionsSchema>;

export const AUDIO_DEFAULTS: AudioOptions = { format: 'mp3', quality: 'medium', sampleRate: 44_100, bitRate: 192, channels: 'keep' };

/** Picking a quality sets the bit rate to its preset; the bit rate can then be changed on its own. */
export const QUALITY_BIT_RATE: Record<AudioQuality, number> = { high: 320, medium: 192, low: 128 };
