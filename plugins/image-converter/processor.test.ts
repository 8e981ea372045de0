import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { DEFAULT_OPTIONS, LOSSY_TARGETS, TARGETS, optionsSchema } from './options';
import convert from './processor';
import { jobInput, testContext } from '../../core/processing/testing/job';

const run = (bytes: Uint8Array, name = 'x.png') => convert(jobInput(bytes, name), DEFAULT_OPTIONS, testContext().context);
const keyOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ProcessingError);
  return (error as ProcessingError).key;
};

describe('image-converter processor: refused before decoding', () => {
  it('an empty file', async () => {
    expect(await keyOf(run(new Uint8Array()))).toBe('errors.empty');
  });

  it('a text file named .png', async () => {
    expect(await keyOf(run(new TextEncoder().encode('not a picture at all'), 'notes.png'))).toBe('errors.notAnImage');
  });

  it('a PNG whose header claims 30000×30000', async () => {
    const huge = Uint8Array.from(
      Buffer.from('89504e470d0a1a0a0000000d49484452000075300000753008060000000000000000' + '0000000049454e44ae426082', 'hex'),
    );
    expect(await keyOf(run(huge))).toBe('errors.tooLarge');
  });

  it('an SVG that was not rasterised on the main thread first', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await keyOf(run(svg, 'a.svg'))).toBe('errors.decode');
  });
});

describe('image-converter options', () => {
  it('the defaults are valid: WebP at 80 on white, location and device details removed', () => {
    expect(optionsSchema.parse(DEFAULT_OPTIONS)).toEqual({ target: 'webp', quality: 80, background: '#ffffff', metadata: 'private' });
  });

  it('rejects an unknown target, a quality outside 1–100 and a colour that is not #rrggbb', () => {
    expect(optionsSchema.safeParse({ ...DEFAULT_OPTIONS, target: 'tiff' }).success).toBe(false);
    expect(optionsSchema.safeParse({ ...DEFAULT_OPTIONS, quality: 0 }).success).toBe(false);
    expect(optionsSchema.safeParse({ ...DEFAULT_OPTIONS, quality: 101 }).success).toBe(false);
    expect(optionsSchema.safeParse({ ...DEFAULT_OPTIONS, background: 'white' }).success).toBe(false);
  });

  it('only WebP, JPG and AVIF take a quality', () => {
    expect(TARGETS.filter((t) => !LOSSY_TARGETS.includes(t))).toEqual(['png', 'gif']);
  });
});
