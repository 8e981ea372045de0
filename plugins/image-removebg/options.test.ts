import { describe, expect, it } from 'vitest';
import { MODELS, modelById } from './models';
import { defaultRemovebgOptions, outputName, removebgOptionsSchema } from './options';

describe('background removal options', () => {
  it('defaults to the fast model, a transparent PNG, white as the colour and WebGPU when present', () => {
    expect(defaultRemovebgOptions).toEqual({ model: 'fast', output: 'transparent', colour: '#ffffff', gpu: true });
  });

  it('refuses unknown models, outputs and colours that are not #rrggbb', () => {
    expect(removebgOptionsSchema.safeParse({ model: 'huge' }).success).toBe(false);
    expect(removebgOptionsSchema.safeParse({ output: 'jpeg' }).success).toBe(false);
    expect(removebgOptionsSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(removebgOptionsSchema.parse({ model: 'balanced', colour: '#00FF00' })).toMatchObject({ model: 'balanced', colour: '#00FF00' });
  });

  it('offers the data package models with their sizes, the quantised one first', () => {
    expect(MODELS.map((m) => [m.id, m.key])).toEqual([
      ['fast', 'isnet_quint8'],
      ['balanced', 'isnet_fp16'],
    ]);
    expect(modelById('balanced').bytes).toBeGreaterThan(modelById('fast').bytes);
  });

  it('keeps a chosen background picture in memory and drops what storage made of it', () => {
    const picture = new Blob(['x'], { type: 'image/png' });
    expect(removebgOptionsSchema.parse({ output: 'image', backgroundImage: picture }).backgroundImage).toBe(picture);
    const restored = removebgOptionsSchema.parse(JSON.parse(JSON.stringify({ output: 'image', backgroundImage: picture })));
    expect(restored).toMatchObject({ output: 'image', model: 'fast' });
    expect(restored.backgroundImage).toBeUndefined();
  });

  it('names the output after the input and what it holds, always PNG', () => {
    expect(outputName('photo.jpg', 'transparent')).toBe('photo-no-bg.png');
    expect(outputName('my.holiday.webp', 'mask')).toBe('my.holiday-mask.png');
    expect(outputName('noext', 'colour')).toBe('noext-on-colour.png');
    expect(outputName('a.png', 'image')).toBe('a-on-image.png');
  });
});
