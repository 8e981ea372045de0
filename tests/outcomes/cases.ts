/**
 * What the outcome table covers: every file tool, each output format, at its default options (plus
 * the metadata modes of the photo tools), each on its inputs: some in `npm test`, the rest (`more`)
 * in `npm run test:full`.
 */
import { AUDIO_DEFAULTS, AUDIO_FORMATS } from '../../plugins/audio-converter/options';
import { DEFAULT_OPTIONS as COMPRESS_DEFAULTS } from '../../plugins/image-compress/options';
import { DEFAULT_OPTIONS as CONVERTER_DEFAULTS, TARGETS } from '../../plugins/image-converter/options';
import { DEFAULT_RESIZE_OPTIONS } from '../../plugins/image-resize/resize-options';
import { DEFAULT_OPTIONS as TEXT_DEFAULTS } from '../../plugins/text-converter/options';
import { VIDEO_DEFAULTS, VIDEO_FORMATS } from '../../plugins/video-compress/options';
import { ANIMATED_GIF, AUDIO, CHINESE_TEXTS, FAVICON_PRESETS, GRAPHIC_ALPHA, HEIC, MORE_VIDEOS, PHOTO_1280, PHOTO_1920, PHOTO_2560, PHOTO_640_EXIF, PHOTO_640_PNG, PHOTO_PNGS, SMALL_PHOTOS, TEXT_PAIRS, VIDEOS, icons, type OutcomeInput } from './inputs';

/**
 * How an output is judged: see measure.ts and outcomes.spec.ts (file tools with a result list),
 * tools-outcomes.spec.ts (the text tools against their reference programs, the favicon packages,
 * the mosaic editor).
 */
export type Judged = 'raster' | 'cutout' | 'svg-raster' | 'svg' | 'pdf' | 'eps' | 'traced' | 'video' | 'audio' | 'opencc' | 'patch' | 'favicon' | 'mosaic';
/** Those judged on a result list's ZIP by outcomes.spec.ts. */
export const LISTED: Judged[] = ['raster', 'cutout', 'svg-raster', 'svg', 'pdf', 'eps', 'traced', 'video', 'audio'];

export interface OutcomeCase {
  tool: string;
  route: string;
  /** The output format, or what else this run changed ("metadata-keep"). */
  variant: string;
  /** Options preset before the screen opens (the tool's storage key is its id); none: its defaults. */
  options?: object;
  /** What the table shows of the options: "defaults" or the fields changed from them. */
  changed?: object;
  /** Inputs the quick suite (`npm test`) runs; `more` the full suite adds (larger, slower ones). */
  inputs: OutcomeInput[];
  more?: OutcomeInput[];
  judged: Judged;
}

/** npm test: a small photo with rich metadata, a transparent graphic, a HEIC; the full suite adds larger photos and an animated GIF. */
const QUICK_RASTERS = [PHOTO_640_EXIF, GRAPHIC_ALPHA, HEIC];
const MORE_RASTERS = [PHOTO_1280, ANIMATED_GIF, PHOTO_1920, PHOTO_2560];

const withOptions = (defaults: object, changed: object | undefined) => (changed ? { options: { ...defaults, ...changed }, changed } : {});

function image(tool: string, route: string, defaults: object, variant: string, changed: object | undefined, inputs: OutcomeInput[], more: OutcomeInput[] = []): OutcomeCase {
  return { tool, route, variant, ...withOptions(defaults, changed), inputs, more, judged: 'raster' };
}

/** The metadata modes other than the default: in the full suite (npm test reads metadata back in tests/adversarial/metadata-removal). */
const metadataVariants = (tool: string, route: string, defaults: object): OutcomeCase[] =>
  (['keep', 'none'] as const).map((metadata) => image(tool, route, defaults, `metadata-${metadata}`, { metadata }, [], [PHOTO_640_EXIF, HEIC]));

/** The default target and JPEG in npm test; the other targets in the full suite, keeping npm test within its 12 minutes. */
const QUICK_TARGETS = [CONVERTER_DEFAULTS.target, 'jpeg'];
const converter = (target: string) =>
  QUICK_TARGETS.includes(target)
    ? image('image-converter', '/image/image-converter', CONVERTER_DEFAULTS, target, target === CONVERTER_DEFAULTS.target ? undefined : { target }, QUICK_RASTERS, MORE_RASTERS)
    : image('image-converter', '/image/image-converter', CONVERTER_DEFAULTS, target, { target }, [], [...QUICK_RASTERS, ...MORE_RASTERS]);

const ICONS = icons(6);
const svgTool = (tool: string, route: string, judged: Judged): OutcomeCase => ({ tool, route, variant: 'default', inputs: ICONS.slice(0, 3), more: ICONS.slice(3), judged });

export const CASES: OutcomeCase[] = [
  ...TARGETS.map(converter),
  ...metadataVariants('image-converter', '/image/image-converter', CONVERTER_DEFAULTS),
  image('image-compress', '/image/image-compress', COMPRESS_DEFAULTS, 'default', undefined, QUICK_RASTERS, MORE_RASTERS),
  ...metadataVariants('image-compress', '/image/image-compress', COMPRESS_DEFAULTS),
  image('image-resize', '/image/image-resize', DEFAULT_RESIZE_OPTIONS, 'default', undefined, QUICK_RASTERS, MORE_RASTERS),
  ...metadataVariants('image-resize', '/image/image-resize', DEFAULT_RESIZE_OPTIONS),
  svgTool('svg-optimizer', '/svg/svg-optimizer', 'svg'),
  svgTool('svg-to-png', '/svg/svg-to-png', 'svg-raster'),
  svgTool('svg-to-jpg', '/svg/svg-to-jpg', 'svg-raster'),
  svgTool('svg-to-pdf', '/svg/svg-to-pdf', 'pdf'),
  svgTool('svg-to-eps', '/svg/svg-to-eps', 'eps'),
  // Only in the full suite: the slow engines (background removal takes 10 s or more a photo: six small inputs).
  { tool: 'image-removebg', route: '/image/image-removebg', variant: 'default', inputs: [], more: [PHOTO_640_EXIF, GRAPHIC_ALPHA, HEIC, ...SMALL_PHOTOS.slice(0, 3)], judged: 'cutout' },
  { tool: 'png-to-svg', route: '/svg/png-to-svg', variant: 'default', inputs: [], more: [PHOTO_640_PNG, GRAPHIC_ALPHA, ...PHOTO_PNGS], judged: 'traced' },
  { tool: 'jpg-to-svg', route: '/svg/jpg-to-svg', variant: 'default', inputs: [], more: [PHOTO_640_EXIF, PHOTO_1280, ...SMALL_PHOTOS.slice(2)], judged: 'traced' },
  ...VIDEO_FORMATS.map((format): OutcomeCase => ({
    tool: 'video-compress',
    route: '/video/video-compress',
    variant: format,
    ...withOptions(VIDEO_DEFAULTS, format === VIDEO_DEFAULTS.format ? undefined : { format }),
    inputs: [],
    more: [...VIDEOS, ...MORE_VIDEOS],
    judged: 'video',
  })),
  ...AUDIO_FORMATS.map((format): OutcomeCase => ({
    tool: 'audio-converter',
    route: '/audio/audio-converter',
    variant: format,
    ...withOptions(AUDIO_DEFAULTS, format === AUDIO_DEFAULTS.format ? undefined : { format }),
    inputs: [],
    more: AUDIO,
    judged: 'audio',
  })),
  ...chineseCases(),
  { tool: 'text-diff', route: '/text/text-diff', variant: 'patch', inputs: [], more: TEXT_PAIRS, judged: 'patch' },
  { tool: 'favicon-converter', route: '/favicon/converter', variant: 'package', inputs: [], more: [PHOTO_640_EXIF, PHOTO_1920, GRAPHIC_ALPHA, ANIMATED_GIF, HEIC, ...ICONS.slice(0, 2)], judged: 'favicon' },
  { tool: 'favicon-generator', route: '/favicon/generator', variant: 'package', inputs: [], more: FAVICON_PRESETS, judged: 'favicon' },
  { tool: 'image-mosaic', route: '/image/image-mosaic', variant: 'region', inputs: [], more: [PHOTO_640_EXIF, PHOTO_1920, GRAPHIC_ALPHA, ANIMATED_GIF, HEIC, ...SMALL_PHOTOS.slice(0, 1)], judged: 'mosaic' },
];

/**
 * text-converter's Chinese directions, each on real texts of its script: the default (Taiwan), plain
 * Traditional, Hong Kong, back to Simplified, and Japanese kanji to Traditional.
 */
function chineseCases(): OutcomeCase[] {
  const directions = [
    ['s2tw', CHINESE_TEXTS.hans],
    ['s2t', CHINESE_TEXTS.hans],
    ['s2hk', CHINESE_TEXTS.hans],
    ['t2s', CHINESE_TEXTS.hant],
    ['jp2t', CHINESE_TEXTS.ja],
  ] as const;
  return directions.map(([chineseDirection, texts]) => ({
    tool: 'text-converter',
    route: '/text/text-converter',
    variant: chineseDirection,
    options: { ...TEXT_DEFAULTS, mode: 'chinese', chineseDirection },
    changed: { mode: 'chinese', chineseDirection },
    inputs: [],
    more: [...texts],
    judged: 'opencc',
  }));
}
