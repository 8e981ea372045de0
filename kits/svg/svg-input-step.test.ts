import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { jobInput, testContext } from '../../core/processing/testing/job';
import { useFanOutSvg } from '../svg/testing/bombs';
import { checkDeclaredSize, isSvgInput, ownRasterSize, svgToPngInput } from './svg-input-step';

const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`;

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof ProcessingError ? error.key : 'other';
  }
}

describe('checkDeclaredSize', () => {
  it('refuses a tiny SVG that asks for a huge canvas, before anything is drawn', () => {
    expect(errorKey(() => checkDeclaredSize(svg('width="16000" height="16000"')))).toBe('errors.tooLarge');
    expect(errorKey(() => checkDeclaredSize(svg('width="30000" height="30000"')))).toBe('errors.tooLarge');
    expect(errorKey(() => checkDeclaredSize(svg('width="40000" height="10"')))).toBe('errors.tooLarge');
    // One side and a viewBox: the other side follows the ratio.
    expect(errorKey(() => checkDeclaredSize(svg('width="20000" viewBox="0 0 1 1"')))).toBe('errors.tooLarge');
  });

  it('lets ordinary sizes and viewBox-only SVGs through (those are drawn at 1024 px)', () => {
    expect(errorKey(() => checkDeclaredSize(svg('width="512" height="512"')))).toBeUndefined();
    expect(errorKey(() => checkDeclaredSize(svg('width="10in" height="10in"')))).toBeUndefined();
    expect(errorKey(() => checkDeclaredSize(svg('viewBox="0 0 30000 30000"')))).toBeUndefined();
  });

  it('calls text without an <svg> element not an image', () => {
    expect(errorKey(() => checkDeclaredSize('<html><body>hello</body></html>'))).toBe('errors.notAnImage');
  });
});

describe('the image tools\' SVG step (svgToPngInput)', () => {
  it('takes SVGs by type or name only', () => {
    expect(isSvgInput(jobInput('<svg/>', 'logo.svg', ''))).toBe(true);
    expect(isSvgInput(jobInput('<svg/>', 'logo', 'image/svg+xml'))).toBe(true);
    expect(isSvgInput(jobInput('x', 'photo.png', 'image/png'))).toBe(false);
  });

  it('draws at the size the browser gives the SVG, or 1024 px on the longer side when it has none; refuses a huge one', () => {
    expect(ownRasterSize({ width: 120, height: 80 })).toEqual({ width: 120, height: 80 });
    expect(ownRasterSize({ width: 0, height: 0 })).toEqual({ width: 1024, height: 1024 });
    expect(errorKey(() => ownRasterSize({ width: 16000, height: 16000 }))).toBe('errors.tooLarge');
  });

  it('refuses an empty file, and <use> fan-out before the browser is asked to draw it, in the SVG tools\' words', async () => {
    const { context } = testContext();
    await expect(svgToPngInput(jobInput('', 'empty.svg', 'image/svg+xml'), {}, context)).rejects.toMatchObject({ key: 'errors.empty' });
    await i18next.init({ lng: 'en', resources: {} });
    await expect(svgToPngInput(jobInput(useFanOutSvg(5), 'fan-out.svg', 'image/svg+xml'), {}, context)).rejects.toMatchObject({ key: 'svg-convert:errors.useFanOut' });
    expect(i18next.t('svg-convert:errors.useFanOut', { limit: 100_000 })).toBe("Refused: the SVG's <use> elements would draw more than 100,000 copies");
    await expect(svgToPngInput(jobInput(svg('width="30000" height="30000"'), 'huge.svg', 'image/svg+xml'), {}, context)).rejects.toMatchObject({ key: 'errors.tooLarge' });
  });
});
