/**
 * Video compression in this tool's engine worker: WebCodecs through mediabunny when the browser
 * can decode the file and encode the chosen codec (fast, hardware where present), ffmpeg.wasm for
 * everything else (AVI, codecs or containers WebCodecs lacks), logged on the row.
 */
import { canEncodeVideo, Quality } from 'mediabunny';
import { probeWithFfmpeg, runFfmpeg } from '../../kits/media/ffmpeg/ffmpeg-engine';
import { WebCodecsUnavailable } from '../../kits/media/webcodecs/convert';
import { checkMediaOutput } from '../../kits/media/webcodecs/output-check';
import { probeMedia, type MediaFacts } from '../../kits/media/webcodecs/probe';
import { transcodeVideo } from '../../kits/media/webcodecs/transcode-video';
import { splitName } from '../../core/files/file-names';
import { defineProcessor, ProcessingError, type ProcessContext } from '../../core/processing/processor';
import { chooseVideoEngine, MEDIABUNNY_VIDEO_CODEC } from './engine-choice';
import { ffmpegVideoArgs, ffmpegVideoCodec } from './ffmpeg-args';
import { VIDEO_MIME, type VideoCodec, type VideoOptions } from './options';
import { planVideo, type SourceVideo, type VideoPlan } from './plan';

const CODEC_LABEL: Record<VideoCodec, string> = { h264: 'H.264', vp9: 'VP9', av1: 'AV1' };

function sourceOf(facts: MediaFacts): SourceVideo {
  const video = facts.video!;
  return {
    width: video.width,
    height: video.height,
    durationSeconds: facts.durationSeconds,
    frameRate: video.frameRate,
    videoBitrate: video.bitrate,
    audioBitrate: facts.audio?.bitrate,
    hasAudio: Boolean(facts.audio),
  };
}

async function webCodecsCanEncode(plan: VideoPlan): Promise<boolean> {
  return canEncodeVideo(MEDIABUNNY_VIDEO_CODEC[plan.codec], { width: plan.width, height: plan.height, bitrate: plan.videoBitrate }).catch(() => false);
}

async function encodeWithWebCodecs(file: Blob, plan: VideoPlan, options: VideoOptions, ctx: ProcessContext): Promise<Blob> {
  return transcodeVideo(
    {
      input: file,
      container: options.format,
      mimeType: VIDEO_MIME[options.format],
      video: {
        codec: MEDIABUNNY_VIDEO_CODEC[plan.codec],
        // With a quantizer, the bit rate is only the fallback where the browser refuses quantizer mode.
        quality: new Quality(
          plan.quantizer === undefined
            ? { bitrate: plan.videoBitrate, bitrateMode: plan.bitrateMode }
            : { quantizer: plan.quantizer, bitrate: plan.videoBitrate, bitrateMode: plan.bitrateMode },
        ),
        keyFrameInterval: plan.keyFrameSeconds,
        width: plan.width,
        height: plan.height,
        frameRate: plan.frameRate,
      },
      // Kept audio is copied when the container takes its codec, otherwise re-encoded (Opus).
      keepAudio: plan.keepAudio,
    },
    ctx,
  );
}

export default defineProcessor<VideoOptions>(async (input, options, ctx) => {
  const { base, extension } = splitName(input.name);
  ctx.progress(0, 'reading');
  let facts = await probeMedia(input.file);
  if (!facts.readable || !facts.video) {
    // mediabunny cannot open it (AVI, some MKV) or saw no video: ask ffmpeg.
    const probed = await probeWithFfmpeg(input.file, extension ? `.${extension}` : '', ctx);
    if (!probed.readable) throw new ProcessingError('errors.decode', 'The file could not be read as a video (damaged or unsupported)');
    // readable: false keeps WebCodecs out of it; ffmpeg does the work.
    facts = { ...probed, readable: false };
  }
  if (!facts.video) throw new ProcessingError('errors.noVideo', 'The file has no video track');

  const plan = planVideo(sourceOf(facts), options);
  let engine = chooseVideoEngine(facts, plan.keepAudio, await webCodecsCanEncode(plan));
  let fellBack = engine === 'ffmpeg';
  let blob: Blob | undefined;
  let codec: VideoCodec = plan.codec;

  if (engine === 'webcodecs') {
    try {
      blob = await encodeWithWebCodecs(input.file, plan, options, ctx);
    } catch (error) {
      if (!(error instanceof WebCodecsUnavailable)) throw error;
      engine = 'ffmpeg';
      fellBack = true;
    }
  }
  if (!blob) {
    codec = ffmpegVideoCodec(options.format, plan.codec);
    const result = await runFfmpeg(
      {
        input: input.file,
        inputExtension: extension ? `.${extension}` : '',
        outputExtension: `.${options.format}`,
        outputType: VIDEO_MIME[options.format],
        args: (threads) => ffmpegVideoArgs(plan, options.format, threads),
        durationSeconds: facts.durationSeconds,
      },
      ctx,
    );
    blob = result.blob;
  }

  ctx.progress(1, 'packaging');
  const output = await probeMedia(blob);
  checkMediaOutput('video', output, facts.video.durationSeconds);
  const noteKey = engine === 'webcodecs' ? 'notes.webcodecs' : fellBack ? 'notes.ffmpegFallback' : 'notes.ffmpeg';
  return [
    {
      kind: 'file',
      name: `${base}_compressed.${options.format}`,
      type: VIDEO_MIME[options.format],
      data: blob,
      info: {
        width: output.video?.width ?? plan.width,
        height: output.video?.height ?? plan.height,
        originalWidth: facts.video.width,
        originalHeight: facts.video.height,
        durationSeconds: output.durationSeconds ?? facts.durationSeconds,
        noteKey,
        noteParams: { codec: CODEC_LABEL[codec], source: (facts.video.codec ?? '?').toUpperCase() },
      },
    },
  ];
});
