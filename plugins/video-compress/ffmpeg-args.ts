/** The ffmpeg.wasm command line for a video plan (the input and output paths are added by the engine). */
import type { VideoFormat, VideoCodec } from './options';
import type { VideoPlan } from './plan';

/** ffmpeg.wasm's core has x264 and libvpx but no AV1 encoder: AV1 falls back to the container's first codec. */
export function ffmpegVideoCodec(format: VideoFormat, codec: VideoCodec): Exclude<VideoCodec, 'av1'> {
  if (codec === 'h264' && format === 'mp4') return 'h264';
  return codec === 'av1' && format === 'mp4' ? 'h264' : 'vp9';
}

const kbps = (bits: number) => `${Math.max(1, Math.round(bits / 1000))}k`;

export function ffmpegVideoArgs(plan: VideoPlan, format: VideoFormat, threads: number): string[] {
  const codec = ffmpegVideoCodec(format, plan.codec);
  const args = ['-map', '0:v:0'];
  if (plan.keepAudio) args.push('-map', '0:a:0?');
  args.push('-vf', `scale=${plan.width}:${plan.height}:flags=bicubic,format=yuv420p`);
  if (plan.frameRate) args.push('-r', String(plan.frameRate));
  const rate = kbps(plan.videoBitrate);
  if (codec === 'h264') {
    args.push('-c:v', 'libx264', '-preset', 'veryfast', '-b:v', rate, '-maxrate', kbps(plan.videoBitrate * 1.5), '-bufsize', kbps(plan.videoBitrate * 2));
  } else {
    args.push('-c:v', 'libvpx-vp9', '-b:v', rate, '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1');
  }
  if (!plan.keepAudio) args.push('-an');
  else if (format === 'mp4') args.push('-c:a', 'aac', '-b:a', kbps(plan.audioBitrate || 128_000));
  else args.push('-c:a', 'libopus', '-b:a', kbps(Math.min(plan.audioBitrate || 96_000, 128_000)));
  if (format === 'mp4') args.push('-movflags', '+faststart');
  args.push('-threads', String(threads));
  return args;
}
