import type { ChineseDirection } from '../chinese';

/** Which real text each direction is checked on: Simplified, Traditional (Taiwan) or Japanese. */
export type ReferenceInput = 'hans' | 'hant' | 'ja';

/** Each direction's input text and the OpenCC configurations the command-line tool runs for it, in turn. */
export const REFERENCE_DIRECTIONS: Record<ChineseDirection, { input: ReferenceInput; configs: string[] }> = {
  s2t: { input: 'hans', configs: ['s2t'] },
  s2tw: { input: 'hans', configs: ['s2tw'] },
  s2twp: { input: 'hans', configs: ['s2twp'] },
  s2hk: { input: 'hans', configs: ['s2hk'] },
  t2s: { input: 'hant', configs: ['t2s'] },
  tw2sp: { input: 'hant', configs: ['tw2sp'] },
  t2jp: { input: 'hant', configs: ['t2jp'] },
  jp2t: { input: 'ja', configs: ['jp2t'] },
  s2jp: { input: 'hans', configs: ['s2t', 't2jp'] },
  jp2s: { input: 'ja', configs: ['jp2t', 't2s'] },
};
