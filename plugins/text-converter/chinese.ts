import { createEngineLoader, type EngineLoader } from '../../core/processing/engine-loader';

/** Chinese script conversions offered, each an opencc-js locale pair. */
export const CHINESE_DIRECTIONS = ['s2tw', 's2twp', 's2hk', 't2s', 'tw2sp', 's2jp', 'jp2s'] as const;
export type ChineseDirection = (typeof CHINESE_DIRECTIONS)[number];

type Bundle = 'cn2t' | 't2cn';
type Converter = (text: string) => string;
interface OpenccModule {
  Converter(options: { from: string; to: string }): Converter;
}

const directions: Record<ChineseDirection, { bundle: Bundle; from: string; to: string }> = {
  s2tw: { bundle: 'cn2t', from: 'cn', to: 'tw' },
  s2twp: { bundle: 'cn2t', from: 'cn', to: 'twp' },
  s2hk: { bundle: 'cn2t', from: 'cn', to: 'hk' },
  s2jp: { bundle: 'cn2t', from: 'cn', to: 'jp' },
  t2s: { bundle: 't2cn', from: 't', to: 'cn' },
  tw2sp: { bundle: 't2cn', from: 'twp', to: 'cn' },
  jp2s: { bundle: 't2cn', from: 'jp', to: 'cn' },
};

// Each bundle holds only the dictionaries of its direction (cn2t ≈1.1 MB, t2cn ≈110 KB) and
// loads the first time it is needed.
const bundles: Record<Bundle, EngineLoader<OpenccModule>> = {
  cn2t: createEngineLoader(() => import('opencc-js/cn2t')),
  t2cn: createEngineLoader(() => import('opencc-js/t2cn')),
};

const converters = new Map<ChineseDirection, Promise<Converter>>();

/** The converter for a direction; builds it once (the first call loads the dictionaries). */
export function chineseConverter(direction: ChineseDirection): Promise<Converter> {
  let converter = converters.get(direction);
  if (!converter) {
    const { bundle, from, to } = directions[direction];
    converter = bundles[bundle].get().then((opencc) => opencc.Converter({ from, to }));
    converter.catch(() => converters.delete(direction));
    converters.set(direction, converter);
  }
  return converter;
}

export async function convertChinese(text: string, direction: ChineseDirection): Promise<string> {
  return (await chineseConverter(direction))(text);
}

/** True once the dictionaries a direction needs are in memory. */
export function isChineseLoaded(direction: ChineseDirection): boolean {
  return bundles[directions[direction].bundle].state === 'loaded';
}
