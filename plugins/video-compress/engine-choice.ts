/**
 * WebCodecs first, ffmpeg.wasm for the rest: decides from what the file holds (probed with
 * mediabunny) and whether this browser can encode the target codec.
 */
import type { MediaFacts } from '../../kits/media/webcodecs/probe';

export type MediaEngine = 'webcodecs' | 'ffmpeg';

export function chooseVideoEngine(facts: MediaFacts, keepAudio: boolean, canEncodeTarget: boolean): MediaEngine {
  if (!facts.readable || !facts.video || !facts.video.decodable || !canEncodeTarget) return 'ffmpeg';
  // Audio is copied or re-encoded to Opus; a track WebCodecs cannot decode would be lost.
  if (keepAudio && facts.audio && !facts.audio.decodable) return 'ffmpeg';
  return 'webcodecs';
}

/** mediabunny's names for our codec choices. */
export const MEDIABUNNY_VIDEO_CODEC = { h264: 'avc', vp9: 'vp9', av1: 'av1' } as const;
