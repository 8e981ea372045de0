import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('takes ?lng= first, then the saved choice, then the browser language', () => {
    expect(detectLanguage({ search: '?lng=ja', saved: 'de', browser: ['ko'] })).toBe('ja');
    expect(detectLanguage({ search: '', saved: 'de', browser: ['ko'] })).toBe('de');
    expect(detectLanguage({ search: '?x=1', saved: null, browser: ['ko-KR', 'de'] })).toBe('ko');
  });

  it('maps regional and script variants onto the six languages', () => {
    expect(detectLanguage({ search: '', saved: null, browser: ['zh-Hant-HK'] })).toBe('zh-TW');
    expect(detectLanguage({ search: '', saved: null, browser: ['zh-CN'] })).toBe('zh');
    expect(detectLanguage({ search: '?lng=de-AT', saved: null, browser: [] })).toBe('de');
  });

  it('falls back to English for an unknown or missing language', () => {
    expect(detectLanguage({ search: '?lng=fr', saved: null, browser: ['ja'] })).toBe('en');
    expect(detectLanguage({ search: '', saved: null, browser: [] })).toBe('en');
  });
});
