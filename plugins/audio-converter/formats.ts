/**
 * Each output format: file extension, MIME type, whether it is lossless, the sample rates it can
 * hold and the ffmpeg encoder arguments. Pure data and small functions, unit-tested.
 */
import { QUALITY_BIT_RATE, type AudioFormat, type AudioOptions, type AudioQuality } from './options';

export interface AudioFormatSpec {
  extension: string;
  mime: string;
  lossless: boolean;
  /** Sample rates the format can carry; a higher one asked for is lowered to the highest here. */
  maxSampleRate: number;
  /** Opus always runs at 48 kHz. */
  fixedSampleRate?: number;
  /** Highest bit rate per channel the encoder accepts, in kbps. */
  maxKbpsPerChannel?: number;
}

export const AUDIO_FORMAT_SPECS: Record<AudioFormat, AudioFormatSpec> = {
  mp3: { extension: 'mp3', mime: 'audio/mpeg', lossless: false, maxSampleRate: 48_000 },
  wav: { extension: 'wav', mime: 'audio/wav', lossless: true, maxSampleRate: 96_000 },
  ogg: { extension: 'ogg', mime: 'audio/ogg', lossless: false, maxSampleRate: 96_000, maxKbpsPerChannel: 240 },
  aac: { extension: 'aac', mime: 'audio/aac', lossless: false, maxSampleRate: 96_000 },
  m4a: { extension: 'm4a', mime: 'audio/mp4', lossless: false, maxSampleRate: 96_000 },
  flac: { extension: 'flac', mime: 'audio/flac', lossless: true, maxSampleRate: 96_000 },
  opus: { extension: 'opus', mime: 'audio/ogg', lossless: false, maxSampleRate: 48_000, fixedSampleRate: 48_000, maxKbpsPerChannel: 256 },
};

export interface AudioPlan {
  format: AudioFormat;
  sampleRate: number;
  /** undefined = keep the source's channels. */
  channels?: 1 | 2;
  /** kbps; undefined for lossless formats. */
  bitRate?: number;
  /** Why the sample rate differs from the one asked for (a note key), if it does. */
  sampleRateNote?: 'notes.mp3SampleRate' | 'notes.opusSampleRate';
}

export function planAudio(options: AudioOptions, sourceChannels?: number): AudioPlan {
  const spec = AUDIO_FORMAT_SPECS[options.format];
  let sampleRate: number = options.sampleRate;
  let sampleRateNote: AudioPlan['sampleRateNote'];
  if (spec.fixedSampleRate) {
    sampleRate = spec.fixedSampleRate;
    if (options.sampleRate !== sampleRate) sampleRateNote = 'notes.opusSampleRate';
  } else if (sampleRate > spec.maxSampleRate) {
    sampleRate = spec.maxSampleRate;
    sampleRateNote = 'notes.mp3SampleRate';
  }
  const channels = options.channels === 'mono' ? 1 : options.channels === 'stereo' ? 2 : undefined;
  const outChannels = channels ?? Math.min(2, sourceChannels ?? 2);
  const bitRate = spec.lossless ? undefined : Math.min(options.bitRate, (spec.maxKbpsPerChannel ?? 320) * outChannels, 320);
  return { format: options.format, sampleRate, channels, bitRate, sampleRateNote };
}

/** FLAC's compression level from the quality (smaller file for "high" effort; the sound is the same). */
const FLAC_LEVEL: Record<AudioQuality, number> = { high: 8, medium: 5, low: 2 };

/** libvorbis' quality scale -q:a 0…10 and the stereo bit rate (kbps) each aims at. */
const VORBIS_QUALITY_KBPS = [64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 500];

/** The Vorbis quality whose nominal rate is closest to a bit rate. */
export function vorbisQualityFor(kbps: number): number {
  let best = 0;
  VORBIS_QUALITY_KBPS.forEach((rate, quality) => {
    if (Math.abs(rate - kbps) < Math.abs(VORBIS_QUALITY_KBPS[best] - kbps)) best = quality;
  });
  return best;
}

/** Above 48 kHz libvorbis has no bit-rate-managed mode (its setup fails): it encodes by quality there. */
const VORBIS_MANAGED_MAX_RATE = 48_000;

/** The ffmpeg.wasm command line (between input and output) for a plan. */
export function ffmpegAudioArgs(plan: AudioPlan, quality: AudioQuality, threads: number): string[] {
  const args = ['-map', '0:a:0', '-vn', '-ar', String(plan.sampleRate)];
  if (plan.channels) args.push('-ac', String(plan.channels));
  const bitRate = `${plan.bitRate ?? QUALITY_BIT_RATE.medium}k`;
  switch (plan.format) {
    case 'mp3':
      args.push('-c:a', 'libmp3lame', '-b:a', bitRate);
      break;
    case 'wav':
      args.push('-c:a', 'pcm_s16le');
      break;
    case 'ogg':
      if (plan.sampleRate > VORBIS_MANAGED_MAX_RATE) args.push('-c:a', 'libvorbis', '-q:a', String(vorbisQualityFor(plan.bitRate ?? QUALITY_BIT_RATE.medium)));
      else args.push('-c:a', 'libvorbis', '-b:a', bitRate);
      break;
    case 'aac':
      args.push('-c:a', 'aac', '-b:a', bitRate, '-f', 'adts');
      break;
    case 'm4a':
      args.push('-c:a', 'aac', '-b:a', bitRate, '-movflags', '+faststart');
      break;
    case 'flac':
      args.push('-c:a', 'flac', '-compression_level', String(FLAC_LEVEL[quality]));
      break;
    case 'opus':
      args.push('-c:a', 'libopus', '-b:a', bitRate);
      break;
  }
  args.push('-threads', String(threads));
  return args;
}
