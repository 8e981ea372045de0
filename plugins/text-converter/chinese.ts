import { OPENCC_CONFIGS, type OpenccConfigName } from './opencc/configs';
import { bundledDictionary } from './opencc/dictionaries';
import { dictionaryNames, openccConverter, type Converter, type Dictionary } from './opencc/engine';

/**
 * Chinese script conversions offered: OpenCC's configurations, and two made of two of them in turn
 * (Simplified to Japanese kanji is s2t then t2jp; back, jp2t then t2s).
 */
export const CHINESE_DIRECTIONS = ['s2t', 's2tw', 's2twp', 's2hk', 't2s', 'tw2sp', 't2jp', 'jp2t', 's2jp', 'jp2s'] as const;
export type ChineseDirection = (typeof CHINESE_DIRECTIONS)[number];

const steps: Record<ChineseDirection, OpenccConfigName[]> = {
  s2t: ['s2t'],
  s2tw: ['s2tw'],
  s2twp: ['s2twp'],
  s2hk: ['s2hk'],
  t2s: ['t2s'],
  tw2sp: ['tw2sp'],
  t2jp: ['t2jp'],
  jp2t: ['jp2t'],
  s2jp: ['s2t', 't2jp'],
  jp2s: ['jp2t', 't2s'],
};

async function configConverter(name: OpenccConfigName): Promise<Converter> {
  const config = OPENCC_CONFIGS[name];
  const names = dictionaryNames(config);
  const loaded = new Map(await Promise.all(names.map(async (dict) => [dict, await bundledDictionary(dict)] as const)));
  return openccConverter(config, (dict) => loaded.get(dict) as Dictionary);
}

const converters = new Map<ChineseDirection, Promise<Converter>>();
const loaded = new Set<ChineseDirection>();

/** The converter for a direction; builds it once (the first call loads its dictionaries). */
export function chineseConverter(direction: ChineseDirection): Promise<Converter> {
  let converter = converters.get(direction);
  if (!converter) {
    converter = Promise.all(steps[direction].map(configConverter)).then((stages) => {
      loaded.add(direction);
      return (text: string) => stages.reduce((current, stage) => stage(current), text);
    });
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
  return loaded.has(direction);
}
