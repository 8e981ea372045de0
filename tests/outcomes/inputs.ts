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
  /** text-diff: the original text the patch is made from (`file` is the changed one); '' for none (a new file). */
  old?: string;
  /** favicon-generator: what the visitor chose instead of a file (`file` is ''). */
  preset?: object;
}

const at = (id: string, file: string, mime: string, lossy = false): OutcomeInput => ({ id, file, mime, lossy });
const small = (name: string) => at(`photo-640-${name.toLowerCase()}.jpg`, path.join(FIXTURES, 'photos-small', `${name}.jpg`), 'image/jpeg', true);

/** Photos of 640 (with camera and GPS EXIF), 1280, 1920 and 2560 px, the HEIC of the 640 one. */
export const PHOTO_640_EXIF = at('photo-640-exif.jpg', path.join(MADE, 'photo-exif.jpg'), 'image/jpeg', true);
export const PHOTO_1280 = at('photo-1280.jpg', path.join(FIXTURES, 'photos/GreenMeadow.jpg'), 'image/jpeg', true);
export const PHOTO_1920 = at('photo-1920.jpg', path.join(FIXTURES, 'photos/Storm.jpg'), 'image/jpeg', true);
export const PHOTO_2560 = at('photo-2560.jpg', path.join(FIXTURES, 'photos/TwoWings.jpg'), 'image/jpeg', true);
export const HEIC = at('heic-640-exif.heic', path.join(FIXTURES, 'heic/exif-gps.heic'), 'image/heic');
export const GRAPHIC_ALPHA = at('graphic-alpha.png', path.join(MADE, 'graphic-alpha.png'), 'image/png');
export const PHOTO_640_PNG = at('photo-640.png', path.join(MADE, 'photo.png'), 'image/png');
/** Four more real photos as PNG (a tracer's input). */
export const PHOTO_PNGS = ['Garden', 'YellowFlower', 'Blinds', 'Dune'].map((name) => at(`photo-640-${name.toLowerCase()}.png`, path.join(MADE, `photo-${name}.png`), 'image/png'));
/** Small real photos (640 px): for the slow engines (background removal, tracing). */
export const SMALL_PHOTOS = ['YellowFlower', 'FreshFlower', 'TwoWings', 'Aqua', 'Blinds', 'Wood'].map(small);
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
/** Short cuts of the real clip as phones, screen recorders and editors hand them over. */
export const MORE_VIDEOS = [
  at('clip-480p.mp4', path.join(MADE, 'clip-480p.mp4'), 'video/mp4', true),
  at('clip-portrait.mov', path.join(MADE, 'clip-portrait.mov'), 'video/quicktime', true),
  at('clip-h264-opus.mkv', path.join(MADE, 'clip-h264-opus.mkv'), 'video/x-matroska', true),
  at('clip-silent.mp4', path.join(MADE, 'clip-silent.mp4'), 'video/mp4', true),
];

const TEXT = 'text/plain';
const OPENCC_REFERENCE = path.resolve('plugins/text-converter/opencc/reference');
const TUTORS = path.join(MADE, 'vim-tutor');
/**
 * Real Chinese and Japanese texts: GNU coreutils' translations (the excerpt the unit test uses) and
 * Vim's tutor in each script (from Debian's vim-runtime, by fetch-outcome-inputs.sh).
 */
export const CHINESE_TEXTS = {
  hans: [at('coreutils-zh_CN.txt', path.join(OPENCC_REFERENCE, 'input-hans.txt'), TEXT), at('vimtutor-zh_cn.txt', path.join(TUTORS, 'tutor.zh_cn.utf-8'), TEXT)],
  hant: [at('coreutils-zh_TW.txt', path.join(OPENCC_REFERENCE, 'input-hant.txt'), TEXT), at('vimtutor-zh_tw.txt', path.join(TUTORS, 'tutor.zh_tw.utf-8'), TEXT)],
  ja: [at('coreutils-ja.txt', path.join(OPENCC_REFERENCE, 'input-ja.txt'), TEXT), at('vimtutor-ja.txt', path.join(TUTORS, 'tutor.ja.utf-8'), TEXT)],
};

const LICENCES = '/usr/share/common-licenses';
const pair = (id: string, old: string, file: string): OutcomeInput => ({ id, file, mime: TEXT, old });
/**
 * Real text revisions for text-diff (Debian's licence texts, Vim's tutors), and their CRLF and
 * no-final-newline copies made by fetch-outcome-inputs.sh: `old` → `file`.
 */
export const TEXT_PAIRS = [
  pair('lgpl-2-to-2.1', path.join(LICENCES, 'LGPL-2'), path.join(LICENCES, 'LGPL-2.1')),
  pair('gpl-2-to-3-crlf', path.join(MADE, 'GPL-2-crlf.txt'), path.join(MADE, 'GPL-3-crlf.txt')),
  pair('vimtutor-cn-to-tw-no-final-newline', path.join(TUTORS, 'tutor.zh_cn.utf-8'), path.join(MADE, 'tutor-zh_tw-no-final-newline.txt')),
  pair('mpl-crlf-to-lf', path.join(MADE, 'MPL-2.0-crlf.txt'), path.join(LICENCES, 'MPL-2.0')),
  pair('new-file-apache', '', path.join(LICENCES, 'Apache-2.0')),
  pair('deleted-file-artistic', path.join(LICENCES, 'Artistic'), ''),
];

const generated = (id: string, preset: object): OutcomeInput => ({ id, file: '', mime: '', preset });
/** What visitors make favicons of in favicon-generator: its default letter, two letters, an emoji, an icon, other fonts and shapes. */
export const FAVICON_PRESETS = [
  generated('text-F', {}),
  generated('text-AB-circle', { text: 'AB', shape: 'circle' }),
  generated('text-Q-merriweather-square', { text: 'Q', font: 'merriweather', shape: 'square', backgroundColor: '#1c1c1c', fontColor: '#ffd43b' }),
  generated('emoji-rocket', { mode: 'emoji' }),
  generated('emoji-pizza', { mode: 'emoji', emoji: '🍕', backgroundColor: '#ffffff' }),
  generated('icon-rocket', { mode: 'icon' }),
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
