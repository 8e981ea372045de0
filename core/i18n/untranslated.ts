import type { Language } from './languages';

/** Names written the same in every language: the brand, formats, codecs, units, keys, platforms. */
const SAME_EVERYWHERE = new Set(
  `Localbox Dayjs Day.js Moment Moment.js OpenCC MozJPEG OxiPNG SVGO svgo ffmpeg ffmpeg.wasm WebCodecs WebGPU
  PNG JPG JPEG WebP AVIF SVG GIF BMP ICO TIFF HEIC PDF EPS PostScript ZIP HTML CSS JSON XML URL URI UTF
  MP3 MP4 WebM MOV AVI MKV FLAC WAV OGG Vorbis AAC M4A OPUS Opus H.264 HEVC AV1 VP8 VP9
  UTC GMT ISO RFC Unix Ctrl Cmd Alt Shift Enter Esc null undefined NaN true false
  px pt mm KB MB GB ms fps kbps Hz kHz RGB RGBA HEX CPU GPU WASM A4 iOS Android Apple Safari Chrome PWA`.split(/\s+/),
);

/** Words a language really writes as English does (German loanwords and cognates). */
const SAME_IN_LANGUAGE: Partial<Record<Language, Set<string>>> = {
  de: new Set(['in', 'System', 'Favicon', 'Video', 'Audio', 'Text', 'Cookies', 'Original', 'Zoom', 'Editor', 'Standard', 'Debug', 'Code', 'In', 'Letter', 'Format', 'Name', 'Start', 'Status', 'Pixel', 'Details', 'Info', 'Export', 'Import', 'Position', 'Animation', 'Emoji']),
};

const isCodeIdentifier = (word: string) => /[_-]/.test(word) || /[a-z][A-Z]/.test(word);

/** The words of a message a translator would have to change: placeholders and names left out. */
function wordsToTranslate(value: string, language: Language): string[] {
  const sameHere = SAME_IN_LANGUAGE[language];
  return value
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/[^\p{L}\p{N}._-]+/u)
    .map((word) => word.replace(/^[._-]+|[._-]+$/g, ''))
    .filter((word) => /\p{L}{2,}/u.test(word))
    .filter((word) => !SAME_EVERYWHERE.has(word) && !sameHere?.has(word) && !isCodeIdentifier(word));
}

/**
 * Keys whose value in `language` is still the English text, letter for letter, although it holds
 * words a translator would change. Catches a string copied into a locale file and never translated.
 */
export function untranslatedKeys(
  english: Record<string, string>,
  other: Record<string, string>,
  language: Language,
): string[] {
  return Object.keys(other).filter(
    (key) => typeof other[key] === 'string' && other[key] === english[key] && wordsToTranslate(other[key], language).length > 0,
  );
}
