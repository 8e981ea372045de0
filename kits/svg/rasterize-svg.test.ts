import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { useFanOutSvg } from '../svg/testing/bombs';
import { checkDeclaredSize, rasterizeSvg } from './rasterize-svg';

const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`;

function errorKey(text: string): string | undefined {
  try {
    checkDeclaredSize(text);
    return undefined;
  } catch (error) {
    return error instanceof ProcessingError ? error.key : 'other';
  }
}

describe('checkDeclaredSize', () => {
  it('refuses a tiny SVG that asks for a huge canvas, before anything is drawn', () => {
    expect(errorKey(svg('width="16000" height="16000"'))).toBe('errors.tooLarge');
    expect(errorKey(svg('width="30000" height="30000"'))).toBe('errors.tooLarge');
    expect(errorKey(svg('width="40000" height="10"'))).toBe('errors.tooLarge');
    // One side and a viewBox: the other side follows the ratio.
    expect(errorKey(svg('width="20000" viewBox="0 0 1 1"'))).toBe('errors.tooLarge');
  });

  it('lets ordinary sizes and viewBox-only SVGs through (those are drawn at 1024 px)', () => {
    expect(errorKey(svg('width="512" height="512"'))).toBeUndefined();
    expect(errorKey(svg('width="10in" height="10in"'))).toBeUndefined();
    expect(errorKey(svg('viewBox="0 0 30000 30000"'))).toBeUndefined();
  });

  it('calls text without an <svg> element not an image', () => {
    expect(errorKey('<html><body>hello</body></html>')).toBe('errors.notAnImage');
  });
});

describe('rasterizeSvg', () => {
  it('refuses <use> fan-out before the browser is asked to draw it, in the SVG tools\' words', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    const file = new File([useFanOutSvg(5)], 'fan-out.svg', { type: 'image/svg+xml' });
    await expect(rasterizeSvg(file)).rejects.toMatchObject({ key: 'svg-convert:errors.useFanOut' });
    expect(i18next.t('svg-convert:errors.useFanOut', { limit: 100_000 })).toBe("Refused: the SVG's <use> elements would draw more than 100,000 copies");
  });
});
