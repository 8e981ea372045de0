/**
 * ffprobe's JSON (`-show_entries stream=…:format=…`) as the facts the media tools plan with, for files
 * mediabunny cannot read (AVI, some MKV): same shape as the WebCodecs probe.
 */
import type { MediaFacts } from '../webcodecs/probe';

export const FFPROBE_ARGS = [
  '-v',
  'error',
  '-show_entries',
  'stream=codec_type,codec_name,width,height,avg_frame_rate,r_frame_rate,bit_rate,sample_rate,channels:format=duration,format_name,bit_rate',
  '-of',
  'json',
];

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  bit_rate?: string;
  sample_rate?: string;
  channels?: number;
}

const num = (value: string | number | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** "30000/1001" → 29.97; "0/0" → undefined. */
export function parseFrameRate(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const [a, b = '1'] = value.split('/');
  const rate = Number(a) / Number(b);
  return Number.isFinite(rate) && rate > 0 && rate < 1000 ? rate : undefined;
}

/** Facts from ffprobe's JSON; `readable` here means ffmpeg found at least one stream. Never throws. */
export function factsFromFfprobe(json: string): MediaFacts {
  let parsed: { streams?: FfprobeStream[]; format?: { duration?: string; format_name?: string; bit_rate?: string } };
  try {
    parsed = JSON.parse(json);
  } catch {
    return { readable: false };
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video && !audio) return { readable: false };
  return {
    readable: true,
    container: parsed.format?.format_name,
    durationSeconds: num(parsed.format?.duration),
    video: video && {
      codec: video.codec_name ?? null,
      width: video.width!,
      height: video.height!,
      frameRate: parseFrameRate(video.avg_frame_rate) ?? parseFrameRate(video.r_frame_rate),
      bitrate: num(video.bit_rate) ?? num(parsed.format?.bit_rate),
      decodable: true,
    },
    audio: audio && {
      codec: audio.codec_name ?? null,
      sampleRate: num(audio.sample_rate) ?? 0,
      channels: audio.channels ?? 0,
      bitrate: num(audio.bit_rate),
      decodable: true,
    },
  };
}
