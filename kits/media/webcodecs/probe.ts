/**
 * What a media file holds, read with mediabunny (no decoding): container, duration, the primary
 * video and audio tracks, and whether this browser's WebCodecs can decode them.
 */
import { ALL_FORMATS, BlobSource, Input, type InputAudioTrack, type InputVideoTrack } from 'mediabunny';

export interface VideoFacts {
  codec: string | null;
  width: number;
  height: number;
  frameRate?: number;
  bitrate?: number;
  decodable: boolean;
}

export interface AudioFacts {
  codec: string | null;
  sampleRate: number;
  channels: number;
  bitrate?: number;
  decodable: boolean;
}

export interface MediaFacts {
  /** false when mediabunny cannot read the container (AVI, damaged files…): ffmpeg gets a try. */
  readable: boolean;
  container?: string;
  durationSeconds?: number;
  video?: VideoFacts;
  audio?: AudioFacts;
}

export function openMediaInput(blob: Blob): Input {
  return new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
}

async function videoFacts(track: InputVideoTrack): Promise<VideoFacts> {
  const stats = await track.computePacketStats(120).catch(() => undefined);
  return {
    codec: track.codec,
    width: track.displayWidth,
    height: track.displayHeight,
    frameRate: stats?.averagePacketRate || undefined,
    bitrate: stats?.averageBitrate || undefined,
    decodable: await track.canDecode().catch(() => false),
  };
}

async function audioFacts(track: InputAudioTrack): Promise<AudioFacts> {
  const stats = await track.computePacketStats(200).catch(() => undefined);
  return {
    codec: track.codec,
    sampleRate: track.sampleRate,
    channels: track.numberOfChannels,
    bitrate: stats?.averageBitrate || undefined,
    decodable: await track.canDecode().catch(() => false),
  };
}

export async function probeMedia(blob: Blob): Promise<MediaFacts> {
  const input = openMediaInput(blob);
  try {
    const format = await input.getFormat();
    const [video, audio] = await Promise.all([input.getPrimaryVideoTrack(), input.getPrimaryAudioTrack()]);
    const durationSeconds = await input.computeDuration();
    return {
      readable: true,
      container: format.name,
      durationSeconds: Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : undefined,
      video: video ? await videoFacts(video) : undefined,
      audio: audio ? await audioFacts(audio) : undefined,
    };
  } catch {
    return { readable: false };
  } finally {
    input.dispose();
  }
}
