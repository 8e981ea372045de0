import { describe, expect, it } from 'vitest';
import { countRememberedTexts, forgetRememberedTexts } from './forget-texts';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('forget my texts', () => {
  it('removes remembered texts and saved code, keeps every setting', () => {
    const storage = memoryStorage({
      'localbox-text:text-diff:left': 'my secret contract',
      'localbox-text:text-diff:right': 'the other version',
      'localbox-text:word-count:input': '',
      'localbox-options:dayjs-utils': JSON.stringify({ code: 'dayjs("secret")', exampleId: 'format', autoRun: true }),
      'localbox-options:image-compress': JSON.stringify({ quality: 70 }),
      'localbox-options:broken': '{not json',
      'localbox-ui-theme': 'dark',
      'localbox-favorites': '["text-diff"]',
      i18nextLng: 'de',
    });
    expect(countRememberedTexts(storage)).toBe(3);
    expect(forgetRememberedTexts(storage)).toBe(3);
    expect(countRememberedTexts(storage)).toBe(0);
    expect([...storage.map.keys()].filter((key) => key.startsWith('localbox-text:'))).toEqual([]);
    expect(JSON.parse(storage.map.get('localbox-options:dayjs-utils')!)).toEqual({ autoRun: true });
    expect(storage.map.get('localbox-options:image-compress')).toBe('{"quality":70}');
    expect(storage.map.get('localbox-ui-theme')).toBe('dark');
    expect(storage.map.get('localbox-favorites')).toBe('["text-diff"]');
    expect(storage.map.get('i18nextLng')).toBe('de');
  });
});
