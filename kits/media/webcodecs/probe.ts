/**
 * What a media file holds, read with mediabunny (no decoding): container, duration, the primary
 * video and audio tracks, and whether this browser's WebCodecs can decode them.
 */
import { ALL_FORMATS, BlobSource, Input, type InputAudioTrack, type InputVideoTrack } from 'mediabunny';

/** What both kinds of track tell: how many packets a first read found (capped) and how long the track lasts. */
interface TrackExtent {
  packets?: number;
  durationSeconds?: number;
}

export interface VideoFacts extends TrackExtent {
  codec: string | null;
  width: number;
  height: number;
  frameRate?: number;
  bitrate?: number;
  decodable: boolean;
}

export interface AudioFacts extends TrackExtent {
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

const positive = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined);

async function trackExtent(track: InputVideoTrack | InputAudioTrack, stats: { packetCount: number } | undefined): Promise<TrackExtent> {
  return { packets: stats?.packetCount ?? 0, durationSeconds: positive(await track.computeDuration().catch(() => undefined)) };
}

async function videoFacts(track: InputVideoTrack): Promise<VideoFacts> {
  const stats = await track.computePacketStats(120).catch(() => undefined);
  return {
    ...(await trackExtent(track, stats)),
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
    ...(await trackExtent(track, stats)),
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
      durationSeconds: positive(durationSeconds),
      video: video ? await videoFacts(video) : undefined,
      audio: audio ? await audioFacts(audio) : undefined,
    };
  } catch {
    return { readable: false };
  } finally {
    input.dispose();
  }
}
