import { describe, expect, it } from 'vitest';
import type { MediaFacts } from '../../kits/media/webcodecs/probe';
import { chooseAudioEngine } from './engine-choice';
import { AUDIO_FORMAT_SPECS, ffmpegAudioArgs, planAudio, vorbisQualityFor } from './formats';
import { AUDIO_DEFAULTS, AUDIO_FORMATS, audioOptionsSchema, type AudioOptions } from './options';

const opts = (patch: Partial<AudioOptions> = {}): AudioOptions => ({ ...AUDIO_DEFAULTS, ...patch });

describe('audio options', () => {
  it('default to MP3, 44.1 kHz, 192 kbps and accept the listed sample rates only', () => {
    expect(AUDIO_DEFAULTS).toMatchObject({ format: 'mp3', sampleRate: 44_100, bitRate: 192 });
    expect(audioOptionsSchema.safeParse(opts({ sampleRate: 22_050 as 44_100 })).success).toBe(false);
    expect(audioOptionsSchema.safeParse(opts({ bitRate: 32 })).success).toBe(false);
  });

  it('every format has an extension and a MIME type', () => {
    for (const format of AUDIO_FORMATS) expect(AUDIO_FORMAT_SPECS[format].mime).toMatch(/^audio\//);
    expect(AUDIO_FORMATS[0]).toBe('mp3');
  });
});

describe('audio plan', () => {
  it('MP3 cannot be 96 kHz: 48 kHz with a note saying why', () => {
    expect(planAudio(opts({ sampleRate: 96_000 }))).toMatchObject({ sampleRate: 48_000, sampleRateNote: 'notes.mp3SampleRate' });
    expect(planAudio(opts({ format: 'flac', sampleRate: 96_000 }))).toMatchObject({ sampleRate: 96_000, sampleRateNote: undefined });
  });

  it('Opus always runs at 48 kHz', () => {
    expect(planAudio(opts({ format: 'opus' }))).toMatchObject({ sampleRate: 48_000, sampleRateNote: 'notes.opusSampleRate' });
    expect(planAudio(opts({ format: 'opus', sampleRate: 48_000 })).sampleRateNote).toBeUndefined();
  });

  it('lossless formats carry no bit rate', () => {
    expect(planAudio(opts({ format: 'wav' })).bitRate).toBeUndefined();
    expect(planAudio(opts({ format: 'flac' })).bitRate).toBeUndefined();
    expect(planAudio(opts({ format: 'aac', bitRate: 256 })).bitRate).toBe(256);
  });

  it('channels: keep, mono or stereo', () => {
    expect(planAudio(opts()).channels).toBeUndefined();
    expect(planAudio(opts({ channels: 'mono' })).channels).toBe(1);
    expect(planAudio(opts({ channels: 'stereo' })).channels).toBe(2);
  });

  it('keeps Vorbis under its per-channel ceiling in mono', () => {
    expect(planAudio(opts({ format: 'ogg', bitRate: 320, channels: 'mono' })).bitRate).toBe(240);
  });
});

describe('ffmpeg audio arguments', () => {
  const argsFor = (patch: Partial<AudioOptions>) => ffmpegAudioArgs(planAudio(opts(patch)), opts(patch).quality, 2).join(' ');

  it('picks the encoder, bit rate and sample rate per format', () => {
    expect(argsFor({})).toContain('-ar 44100 -c:a libmp3lame -b:a 192k');
    expect(argsFor({ format: 'ogg', bitRate: 128 })).toContain('-c:a libvorbis -b:a 128k');
    expect(argsFor({ format: 'aac' })).toContain('-c:a aac -b:a 192k -f adts');
    expect(argsFor({ format: 'm4a' })).toContain('-c:a aac -b:a 192k -movflags +faststart');
    expect(argsFor({ format: 'opus' })).toContain('-ar 48000 -c:a libopus');
    expect(argsFor({ format: 'wav' })).toContain('-c:a pcm_s16le');
    expect(argsFor({ format: 'wav' })).not.toContain('-b:a');
  });

  it('Vorbis above 48 kHz encodes by quality (libvorbis has no bit-rate mode there), nearest to the bit rate', () => {
    expect(argsFor({ format: 'ogg', bitRate: 192, sampleRate: 96_000 })).toContain('-ar 96000 -c:a libvorbis -q:a 6');
    expect(argsFor({ format: 'ogg', bitRate: 192, sampleRate: 96_000 })).not.toContain('-b:a');
    expect(argsFor({ format: 'ogg', bitRate: 192, sampleRate: 48_000 })).toContain('-c:a libvorbis -b:a 192k');
    expect([64, 100, 128, 150, 320].map(vorbisQualityFor)).toEqual([0, 2, 4, 5, 9]);
  });

  it('FLAC compression level follows the quality', () => {
    expect(argsFor({ format: 'flac', quality: 'high' })).toContain('-compression_level 8');
    expect(argsFor({ format: 'flac', quality: 'low' })).toContain('-compression_level 2');
  });

  it('takes only the audio of a video, sets channels and threads', () => {
    const args = argsFor({ channels: 'mono' });
    expect(args).toContain('-map 0:a:0 -vn');
    expect(args).toContain('-ac 1');
    expect(args).toMatch(/-threads 2$/);
  });
});

describe('audio engine choice', () => {
  const wav: MediaFacts = { readable: true, durationSeconds: 5, audio: { codec: 'pcm-s16', sampleRate: 44100, channels: 2, decodable: true } };

  it('WebCodecs for Opus and WAV when the input decodes', () => {
    expect(chooseAudioEngine('opus', wav, true)).toBe('webcodecs');
    expect(chooseAudioEngine('wav', wav, true)).toBe('webcodecs');
  });

  it('ffmpeg for MP3, Vorbis, AAC, M4A and FLAC (no WebCodecs encoder), and for unreadable inputs', () => {
    for (const format of ['mp3', 'ogg', 'aac', 'm4a', 'flac'] as const) expect(chooseAudioEngine(format, wav, true)).toBe('ffmpeg');
    expect(chooseAudioEngine('opus', { readable: false }, true)).toBe('ffmpeg');
    expect(chooseAudioEngine('opus', wav, false)).toBe('ffmpeg');
  });
});
