/**
 * Audio conversion in this tool's engine worker: Opus and WAV through WebCodecs (mediabunny) when the
 * browser decodes the input; MP3, Vorbis, AAC/M4A and FLAC, and inputs WebCodecs cannot read, through
 * ffmpeg.wasm. The audio track of a video file is taken as well.
 */
import { canEncodeAudio } from 'mediabunny';
import { runFfmpeg } from '../../kits/media/ffmpeg/ffmpeg-engine';
import { convertWithWebCodecs, WebCodecsUnavailable } from '../../kits/media/webcodecs/convert';
import { checkMediaOutput } from '../../kits/media/webcodecs/output-check';
import { probeMedia } from '../../kits/media/webcodecs/probe';
import { splitName } from '../../core/files/file-names';
import { defineProcessor, ProcessingError } from '../../core/processing/processor';
import { chooseAudioEngine, WEBCODECS_AUDIO_TARGETS } from './engine-choice';
import { AUDIO_FORMAT_SPECS, ffmpegAudioArgs, planAudio, type AudioPlan } from './formats';
import type { AudioOptions } from './options';

async function webCodecsCanEncode(plan: AudioPlan, channels: number): Promise<boolean> {
  const target = WEBCODECS_AUDIO_TARGETS[plan.format];
  if (!target) return false;
  const bitrate = plan.bitRate ? plan.bitRate * 1000 : undefined;
  return canEncodeAudio(target.codec, { numberOfChannels: channels, sampleRate: plan.sampleRate, bitrate }).catch(() => false);
}

export default defineProcessor<AudioOptions>(async (input, options, ctx) => {
  const { base, extension } = splitName(input.name);
  const spec = AUDIO_FORMAT_SPECS[options.format];
  ctx.progress(0, 'reading');
  const facts = await probeMedia(input.file);
  if (facts.readable && !facts.audio) throw new ProcessingError('errors.noAudio', 'The file has no audio track');
  const plan = planAudio(options, facts.audio?.channels);
  const channels = plan.channels ?? Math.min(2, facts.audio?.channels || 2);
  let engine = chooseAudioEngine(options.format, facts, await webCodecsCanEncode(plan, channels));
  let fellBack = false;
  let blob: Blob | undefined;

  if (engine === 'webcodecs') {
    const target = WEBCODECS_AUDIO_TARGETS[options.format]!;
    try {
      blob = await convertWithWebCodecs(
        {
          input: input.file,
          container: target.container,
          mimeType: spec.mime,
          video: { discard: true },
          audio: {
            codec: target.codec,
            bitrate: plan.bitRate ? plan.bitRate * 1000 : undefined,
            sampleRate: plan.sampleRate,
            numberOfChannels: channels,
            forceTranscode: true,
          },
        },
        ctx,
      );
    } catch (error) {
      if (!(error instanceof WebCodecsUnavailable)) throw error;
      engine = 'ffmpeg';
      fellBack = true;
    }
  }
  if (!blob) {
    try {
      const result = await runFfmpeg(
        {
          input: input.file,
          inputExtension: extension ? `.${extension}` : '',
          outputExtension: `.${spec.extension}`,
          outputType: spec.mime,
          args: (threads) => ffmpegAudioArgs(plan, options.quality, threads),
          durationSeconds: facts.durationSeconds,
        },
        ctx,
      );
      blob = result.blob;
    } catch (error) {
      if (error instanceof ProcessingError && /matches no streams/i.test(error.message)) {
        throw new ProcessingError('errors.noAudio', 'The file has no audio track');
      }
      throw error;
    }
  }

  ctx.progress(1, 'packaging');
  const output = await probeMedia(blob);
  checkMediaOutput('audio', output, facts.audio?.durationSeconds);
  const engineName = engine === 'webcodecs' ? 'WebCodecs' : 'ffmpeg';
  return [
    {
      kind: 'file',
      name: `${base || 'audio'}.${spec.extension}`,
      type: spec.mime,
      data: blob,
      info: {
        durationSeconds: output.durationSeconds ?? facts.durationSeconds,
        noteKey: plan.sampleRateNote ?? (fellBack ? 'notes.ffmpegFallback' : 'notes.encodedWith'),
        noteParams: {
          engine: engineName,
          sampleRate: (output.audio?.sampleRate || plan.sampleRate) / 1000,
          channels: output.audio?.channels ?? channels,
        },
      },
    },
  ];
});
