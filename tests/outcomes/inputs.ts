/**
 * The outcome table's inputs: real files from the fixtures (photos of several sizes, a HEIC with
 * camera and GPS EXIF, Adwaita icons, the real clips) and the few made from them by
 * scripts/fetch-outcome-inputs.sh (a PNG graphic with transparency, an animated GIF, audio formats).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURES = path.resolve('.fixtures');
/** Where fetch-outcome-inputs.sh wrote (the global setup runs it). */
export const MADE = path.resolve(process.env.OUTCOME_INPUTS ?? path.join(FIXTURES, 'outcomes'));

export interface OutcomeInput {
  id: string;
  file: string;
  mime: string;
  /** Its bytes already went through a lossy encoder at a quality a person would call good. */
  lossy?: boolean;
}

const at = (id: string, file: string, mime: string, lossy = false): OutcomeInput => ({ id, file, mime, lossy });

/** Photos of 640 (with camera and GPS EXIF), 1280, 1920 and 2560 px, the HEIC of the 640 one. */
export const PHOTO_640_EXIF = at('photo-640-exif.jpg', path.join(MADE, 'photo-exif.jpg'), 'image/jpeg', true);
export const PHOTO_1280 = at('photo-1280.jpg', path.join(FIXTURES, 'photos/GreenMeadow.jpg'), 'image/jpeg', true);
export const PHOTO_1920 = at('photo-1920.jpg', path.join(FIXTURES, 'photos/Storm.jpg'), 'image/jpeg', true);
export const PHOTO_2560 = at('photo-2560.jpg', path.join(FIXTURES, 'photos/TwoWings.jpg'), 'image/jpeg', true);
export const HEIC = at('heic-640-exif.heic', path.join(FIXTURES, 'heic/exif-gps.heic'), 'image/heic');
export const GRAPHIC_ALPHA = at('graphic-alpha.png', path.join(MADE, 'graphic-alpha.png'), 'image/png');
export const PHOTO_640_PNG = at('photo-640.png', path.join(MADE, 'photo.png'), 'image/png');
export const ANIMATED_GIF = at('animated.gif', path.join(MADE, 'pan.gif'), 'image/gif');

/** Six real icons spread over the Adwaita set (every n-th by name), each a different picture. */
export function icons(count = 6): OutcomeInput[] {
  const dir = path.join(FIXTURES, 'svg');
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.svg') && !name.includes('-rtl'))
    .sort();
  return Array.from({ length: count }, (_, i) => names[Math.floor(((i + 0.5) * names.length) / count)]).map((name) =>
    at(name, path.join(dir, name), 'image/svg+xml'),
  );
}

export const VIDEOS = [
  at('clip-h264.mp4', path.join(FIXTURES, 'video/pan-720p.mp4'), 'video/mp4', true),
  at('clip-vp9.webm', path.join(FIXTURES, 'video/pan-720p.webm'), 'video/webm', true),
];

export const AUDIO = [
  at('tone-wav.wav', path.join(FIXTURES, 'audio/tone.wav'), 'audio/wav'),
  at('tone-flac.flac', path.join(MADE, 'tone.flac'), 'audio/flac'),
  at('tone-ogg.ogg', path.join(FIXTURES, 'audio/tone.ogg'), 'audio/ogg', true),
  at('tone-mp3.mp3', path.join(MADE, 'tone.mp3'), 'audio/mpeg', true),
  at('tone-aac.m4a', path.join(MADE, 'tone.m4a'), 'audio/mp4', true),
  at('tone-opus.opus', path.join(MADE, 'tone.opus'), 'audio/ogg', true),
];

/** A file for setInputFiles, named by the input's id (so outputs name their input). */
export const asUpload = (input: OutcomeInput) => ({ name: input.id, mimeType: input.mime, buffer: readFileSync(input.file) });
