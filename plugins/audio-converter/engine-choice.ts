/**
 * WebCodecs (through mediabunny) where this browser can decode the input and produce the target:
 * Opus (its AudioEncoder) and WAV (plain PCM, no encoder needed). Everything else goes to ffmpeg.wasm:
 * MP3, Vorbis, AAC/M4A and FLAC have no WebCodecs encoder here.
 */
import type { MediaFacts } from '../../kits/media/webcodecs/probe';
import type { AudioFormat } from './options';

export type AudioEngine = 'webcodecs' | 'ffmpeg';

export const WEBCODECS_AUDIO_TARGETS: Partial<Record<AudioFormat, { container: 'ogg' | 'wav'; codec: 'opus' | 'pcm-s16' }>> = {
  opus: { container: 'ogg', codec: 'opus' },
  wav: { container: 'wav', codec: 'pcm-s16' },
};

export function chooseAudioEngine(format: AudioFormat, facts: MediaFacts, canEncodeTarget: boolean): AudioEngine {
  if (!WEBCODECS_AUDIO_TARGETS[format] || !canEncodeTarget) return 'ffmpeg';
  return facts.readable && facts.audio?.decodable ? 'webcodecs' : 'ffmpeg';
}
