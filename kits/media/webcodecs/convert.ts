/**
 * A WebCodecs conversion through mediabunny: demux, decode, (resize,) encode and mux in this worker,
 * with hardware encoders where the device has them. Used first by audio-converter (video-compress
 * has its own pipeline, transcode-video.ts); when it cannot do the job (container or codec the
 * browser lacks) it says so with WebCodecsUnavailable and the tool falls back to ffmpeg.wasm.
 */
import {
  BufferTarget,
  Conversion,
  ConversionCanceledError,
  Mp4OutputFormat,
  OggOutputFormat,
  Output,
  WavOutputFormat,
  WebMOutputFormat,
  type ConversionAudioOptions,
  type ConversionVideoOptions,
  type OutputFormat,
} from 'mediabunny';
import { abortError, type EngineContext } from '../engine-context';
import { openMediaInput } from './probe';

export type WebCodecsContainer = 'mp4' | 'webm' | 'ogg' | 'wav';

/** Thrown when WebCodecs cannot do this conversion; the caller tries ffmpeg.wasm. */
export class WebCodecsUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebCodecsUnavailable';
  }
}

export function outputFormat(container: WebCodecsContainer): OutputFormat {
  switch (container) {
    case 'mp4':
      // moov first, so the result plays while it loads (and in the preview player).
      return new Mp4OutputFormat({ fastStart: 'in-memory' });
    case 'webm':
      return new WebMOutputFormat();
    case 'ogg':
      return new OggOutputFormat();
    case 'wav':
      return new WavOutputFormat();
  }
}

export interface WebCodecsJob {
  input: Blob;
  container: WebCodecsContainer;
  mimeType: string;
  video?: ConversionVideoOptions;
  audio?: ConversionAudioOptions;
}

export async function convertWithWebCodecs(job: WebCodecsJob, ctx: EngineContext): Promise<Blob> {
  if (ctx.signal.aborted) throw abortError();
  const input = openMediaInput(job.input);
  const output = new Output({ format: outputFormat(job.container), target: new BufferTarget() });
  try {
    const conversion = await Conversion.init({ input, output, tracks: 'primary', video: job.video, audio: job.audio, showWarnings: false });
    const needed = conversion.discardedTracks.filter((t) => t.reason !== 'discarded_by_user' && (t.track.type === 'video' || t.track.type === 'audio'));
    if (!conversion.isValid || needed.length > 0) {
      throw new WebCodecsUnavailable(needed.map((t) => `${t.track.type} track: ${t.reason}`).join('; ') || 'no usable track');
    }
    conversion.onProgress = (fraction) => ctx.progress(fraction, 'encoding');
    const onAbort = () => void conversion.cancel();
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    try {
      ctx.progress(0, 'encoding');
      await conversion.execute();
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
    }
    const buffer = output.target.buffer;
    if (!buffer || buffer.byteLength === 0) throw new WebCodecsUnavailable('empty output');
    return new Blob([buffer], { type: job.mimeType });
  } catch (error) {
    if (ctx.signal.aborted || error instanceof ConversionCanceledError) throw abortError();
    if (error instanceof WebCodecsUnavailable) throw error;
    // An encoder or decoder error mid-way (e.g. a configuration this device refuses): ffmpeg gets a try.
    throw new WebCodecsUnavailable(error instanceof Error ? error.message : String(error));
  } finally {
    input.dispose();
  }
}
