// vitest: isolate (the first test checks that nothing has loaded the dictionaries yet)
import { describe, expect, it } from 'vitest';
import { CHINESE_DIRECTIONS, convertChinese, isChineseLoaded } from './chinese';

const poemSimplified = '静夜思\n床前明月光，疑是地上霜。举头望明月，低头思故乡。';
const poemTaiwan = '靜夜思\n床前明月光，疑是地上霜。舉頭望明月，低頭思故鄉。';

describe('convertChinese', () => {
  it('loads the dictionaries only when first used', async () => {
    expect(isChineseLoaded('s2tw')).toBe(false);
    await convertChinese('汉', 's2tw');
    expect(isChineseLoaded('s2tw')).toBe(true);
  });

  it('converts a classical poem to Traditional (Taiwan)', async () => {
    expect(await convertChinese(poemSimplified, 's2tw')).toBe(poemTaiwan);
  });

  it('uses Hong Kong character forms', async () => {
    expect(await convertChinese('床前明月光', 's2hk')).toBe('牀前明月光');
  });

  it('converts Taiwan phrases in both directions', async () => {
    expect(await convertChinese('鼠标和自行车的软件', 's2twp')).toBe('滑鼠和腳踏車的軟體');
    expect(await convertChinese('滑鼠和腳踏車的軟體', 'tw2sp')).toBe('鼠标和自行车的软件');
  });

  it('converts any Traditional text back to Simplified', async () => {
    expect(await convertChinese(poemTaiwan, 't2s')).toBe(poemSimplified);
    expect(await convertChinese('牀前明月光', 't2s')).toBe('床前明月光');
  });

  it('converts to and from Japanese kanji forms', async () => {
    expect(await convertChinese('读书 头发 气', 's2jp')).toBe('読書 頭髪 気');
    expect(await convertChinese('読書 頭髪 気', 'jp2s')).toBe('读书 头发 气');
  });

  it('leaves Latin text and punctuation alone in every direction', async () => {
    for (const direction of CHINESE_DIRECTIONS) {
      expect(await convertChinese('Hello, world! 123', direction)).toBe('Hello, world! 123');
    }
  });
});
