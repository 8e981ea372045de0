/**
 * A video transcode through WebCodecs, our own pipeline on mediabunny's sinks and sources instead of
 * its `Conversion`: decoded samples (VideoSampleSink) go straight to the encoder (VideoSampleSource),
 * resized only when the size changes, with the decoder working ahead while the encoder runs and the
 * encoder's queue bounding memory. `Conversion` first encodes a trial frame with a throwaway encoder
 * (0.25–0.8 s of a 2 s job on the bench clip); this skips it, and a failing encoder surfaces as
 * WebCodecsUnavailable all the same, so the ffmpeg fallback still catches it. Audio is copied packet
 * for packet when the container takes its codec, otherwise re-encoded.
 */
import {
  AudioSampleSink,
  AudioSampleSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  getEncodableAudioCodecs,
  Output,
  Quality,
  QUALITY_HIGH,
  VideoSampleSink,
  VideoSampleSource,
  type AudioCodec,
  type InputAudioTrack,
  type InputVideoTrack,
  type VideoCodec,
  type VideoEncodingConfig,
} from 'mediabunny';
import { abortError, type EngineContext } from '../engine-context';
import { outputFormat, WebCodecsUnavailable, type WebCodecsContainer } from './convert';
import { openMediaInput } from './probe';

export interface VideoTranscodeJob {
  input: Blob;
  container: Extract<WebCodecsContainer, 'mp4' | 'webm'>;
  mimeType: string;
  video: {
    codec: VideoCodec;
    quality: Quality;
    /** Seconds between key frames. */
    keyFrameInterval: number;
    width: number;
    height: number;
    frameRate?: number;
  };
  keepAudio: boolean;
}

/** Shifts every track so the output starts at 0, as `Conversion` does. */
interface Timeline {
  offset: number;
  duration: number;
}

async function addVideo(output: Output, track: InputVideoTrack, job: VideoTranscodeJob, timeline: Timeline, ctx: EngineContext): Promise<() => Promise<void>> {
  if (!(await track.canDecode())) throw new WebCodecsUnavailable('video track: undecodable_source_codec');
  const [codedWidth, codedHeight, squareWidth, squareHeight, displayWidth, displayHeight, rotation, flip] = await Promise.all([
    track.getCodedWidth(),
    track.getCodedHeight(),
    track.getSquarePixelWidth(),
    track.getSquarePixelHeight(),
    track.getDisplayWidth(),
    track.getDisplayHeight(),
    track.getRotation(),
    track.getFlip(),
  ]);
  const { width, height, frameRate } = job.video;
  // Frames go to the encoder untouched unless the size (or non-square pixels) needs a redraw; a
  // redraw bakes the rotation into the pixels, otherwise it stays metadata.
  const rerender = width !== displayWidth || height !== displayHeight || squareWidth !== codedWidth || squareHeight !== codedHeight;
  const config: VideoEncodingConfig = {
    codec: job.video.codec,
    quality: job.video.quality,
    keyFrameInterval: job.video.keyFrameInterval,
    sizeChangeBehavior: 'fill',
    transform: {
      ...(rerender ? { width, height, fit: 'fill' as const } : {}),
      ...(frameRate ? { frameRate } : {}),
    },
  };
  const source = new VideoSampleSource(config);
  output.addVideoTrack(source, { ...(rerender ? {} : { rotation, flip }), ...(frameRate ? { frameRate } : {}) });
  return async () => {
    const sink = new VideoSampleSink(track);
    const start = -timeline.offset;
    for await (const sample of sink.samples(start)) {
      try {
        if (ctx.signal.aborted) break;
        sample.setTimestamp(Math.max(start, sample.timestamp) + timeline.offset);
        // One report per frame: the worker's reply path sends at most one per PROGRESS_INTERVAL_MS.
        ctx.progress(Math.min(1, (sample.timestamp + sample.duration) / timeline.duration), 'encoding');
        await source.add(sample);
      } finally {
        sample.close();
      }
    }
    source.close();
  };
}

/** Copies the audio when the container takes its codec, else re-encodes it (Opus in WebM). */
async function addAudio(output: Output, track: InputAudioTrack, timeline: Timeline, ctx: EngineContext): Promise<() => Promise<void>> {
  const codec = await track.getCodec();
  const supported = output.format.getSupportedAudioCodecs();
  if (codec && supported.includes(codec)) {
    const source = new EncodedAudioPacketSource(codec);
    output.addAudioTrack(source);
    return async () => {
      const decoderConfig = (await track.getDecoderConfig()) ?? undefined;
      let last = -Infinity;
      for await (const packet of new EncodedPacketSink(track).packets()) {
        if (ctx.signal.aborted) break;
        const timestamp = packet.timestamp + timeline.offset;
        // Priming packets before the start, and any that would step back in time, are dropped.
        if (timestamp < 0 || timestamp < last) continue;
        last = timestamp;
        await source.add(packet.clone({ timestamp }), { decoderConfig });
      }
      source.close();
    };
  }
  if (!(await track.canDecode())) throw new WebCodecsUnavailable('audio track: undecodable_source_codec');
  const [numberOfChannels, sampleRate] = await Promise.all([track.getNumberOfChannels(), track.getSampleRate()]);
  const lossy = supported.filter((c): c is AudioCodec => !c.startsWith('pcm-'));
  let target = (await getEncodableAudioCodecs(lossy, { numberOfChannels, sampleRate, quality: QUALITY_HIGH }))[0];
  let transform = {};
  if (!target) {
    // Odd channel counts or rates: stereo 48 kHz, resampled.
    target = (await getEncodableAudioCodecs(lossy, { numberOfChannels: 2, sampleRate: 48_000, quality: QUALITY_HIGH }))[0];
    transform = { numberOfChannels: 2, sampleRate: 48_000 };
  }
  if (!target) throw new WebCodecsUnavailable('audio track: no_encodable_target_codec');
  const source = new AudioSampleSource({ codec: target, quality: QUALITY_HIGH, transform });
  output.addAudioTrack(source);
  return async () => {
    const start = -timeline.offset;
    for await (const sample of new AudioSampleSink(track).samples(start)) {
      let kept = sample;
      try {
        if (ctx.signal.aborted) break;
        const skip = sample.timestamp < start ? Math.round((start - sample.timestamp) * sample.sampleRate) : 0;
        if (skip >= sample.numberOfFrames) continue;
        if (skip > 0) kept = sample.trim(skip);
        kept.setTimestamp(Math.max(start, kept.timestamp) + timeline.offset);
        await source.add(kept);
      } finally {
        if (kept !== sample) kept.close();
        sample.close();
      }
    }
    source.close();
  };
}

export async function transcodeVideo(job: VideoTranscodeJob, ctx: EngineContext): Promise<Blob> {
  if (ctx.signal.aborted) throw abortError();
  const input = openMediaInput(job.input);
  const output = new Output({ format: outputFormat(job.container), target: new BufferTarget() });
  const onAbort = () => void output.cancel().catch(() => undefined);
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const video = await input.getPrimaryVideoTrack();
    if (!video) throw new WebCodecsUnavailable('no usable track');
    const audio = job.keepAudio ? await input.getPrimaryAudioTrack() : null;
    const tracks = audio ? [video, audio] : [video];
    const [first, end] = await Promise.all([input.getFirstTimestamp(tracks), input.computeDuration(tracks)]);
    const start = Math.max(0, first);
    const timeline = { offset: -start, duration: Math.max(end - start, 1e-3) };
    const pumps = [await addVideo(output, video, job, timeline, ctx)];
    if (audio) pumps.push(await addAudio(output, audio, timeline, ctx));
    await output.start();
    ctx.progress(0, 'encoding');
    await Promise.all(pumps.map((pump) => pump()));
    if (ctx.signal.aborted) throw abortError();
    await output.finalize();
    const buffer = output.target.buffer;
    if (!buffer || buffer.byteLength === 0) throw new WebCodecsUnavailable('empty output');
    return new Blob([buffer], { type: job.mimeType });
  } catch (error) {
    if (ctx.signal.aborted) throw abortError();
    void output.cancel().catch(() => undefined);
    if (error instanceof WebCodecsUnavailable) throw error;
    // An encoder or decoder error mid-way (e.g. a configuration this device refuses): ffmpeg gets a try.
    throw new WebCodecsUnavailable(error instanceof Error ? error.message : String(error));
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    input.dispose();
  }
}
