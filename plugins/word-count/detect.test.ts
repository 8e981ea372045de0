import { describe, expect, it } from 'vitest';
import { detectLanguage, resolveLanguage } from './detect';

describe('detectLanguage', () => {
  it('reads the script of the text', () => {
    expect(detectLanguage('床前明月光，疑是地上霜。举头望明月，低头思故乡。')).toBe('zh');
    expect(detectLanguage('私は東京大学の学生です。')).toBe('ja');
    expect(detectLanguage('나는 학교에 갑니다. 오늘 날씨가 좋네요!')).toBe('ko');
    expect(detectLanguage('The cat sat on the mat.')).toBe('general');
    expect(detectLanguage('Привет, мир')).toBe('general');
    expect(detectLanguage('')).toBe('general');
    expect(detectLanguage('12345 !!!')).toBe('general');
  });

  it('a few Han words in an English text stay general; a chosen language wins over detection', () => {
    expect(detectLanguage('We had 饺子 and tea with friends after work.')).toBe('general');
    expect(resolveLanguage('zh', 'The cat sat.')).toBe('zh');
    expect(resolveLanguage('auto', '東京の夏')).toBe('ja');
  });
});
