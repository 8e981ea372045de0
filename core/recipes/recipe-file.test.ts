import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, readRecipeFile, recipeFileName, recipeFileText, toolsInFile } from './recipe-file';
import { loadStepOptions } from './step-options';
import { imageRecipe } from './testing-schemas';

const { schemas: imageSchemas, webPhotos } = await imageRecipe();

const file = (value: unknown) => JSON.stringify(value);
const refusal = (text: string) => {
  const read = readRecipeFile(text, imageSchemas);
  return 'refusal' in read ? read.refusal : null;
};

describe('recipe files', () => {
  it('export and import the same recipe', () => {
    const text = recipeFileText(webPhotos);
    expect(JSON.parse(text)).toMatchObject({ format: 'localbox-recipe', version: 1, name: 'Web photos' });
    expect(toolsInFile(text)).toEqual(['image-resize', 'image-compress', 'image-converter']);
    expect(readRecipeFile(text, imageSchemas)).toEqual({ recipe: webPhotos });
    expect(recipeFileName('Web photos / 网页')).toBe('web-photos-网页.recipe.json');
  });

  it('refuse hostile files as a whole, each with its reason', async () => {
    const valid = JSON.parse(recipeFileText(webPhotos));
    expect(refusal('x'.repeat(MAX_FILE_BYTES + 1))).toEqual({ reason: 'tooLarge', params: { limit: 32 } });
    expect(refusal('{"format": "localbox-recipe",')).toEqual({ reason: 'notJson' });
    expect(refusal('null')).toEqual({ reason: 'notRecipe' });
    expect(refusal(file({ ...valid, version: 2 }))).toEqual({ reason: 'notRecipe' });
    expect(refusal(file({ ...valid, steps: 'all of them' }))).toEqual({ reason: 'notRecipe' });
    expect(refusal(file({ ...valid, steps: [] }))).toEqual({ reason: 'notRecipe' });
    expect(refusal(file({ ...valid, steps: Array.from({ length: 9 }, () => valid.steps[0]) }))).toEqual({ reason: 'notRecipe' });
    expect(refusal(file({ ...valid, name: '\u202E\u0000 ' }))).toEqual({ reason: 'notRecipe' });
    expect(refusal(file({ ...valid, steps: [{ tool: 'text-diff', options: {} }] }))).toEqual({ reason: 'unknownTool', params: { step: 1, tool: 'text-diff' } });
    expect(refusal(file({ ...valid, steps: [valid.steps[0], { tool: 'image-converter', options: { target: 'bmp' } }] }))).toEqual({
      reason: 'badOption',
      params: { step: 2, option: 'target' },
    });
    expect(refusal(file({ ...valid, steps: [{ tool: 'image-converter', options: { __proto__: 1, evil: '<script>' } }] }))).toEqual({
      reason: 'badOption',
      params: { step: 1, option: 'evil' },
    });
    expect(refusal(file({ ...valid, steps: [{ tool: 'image-resize', options: { width: '1200' } }] }))).toEqual({ reason: 'badOption', params: { step: 1, option: 'width' } });
    const audio = { tool: 'audio-converter', options: {} };
    expect(readRecipeFile(file({ ...valid, steps: [...valid.steps, audio] }), new Map([...imageSchemas, ...(await loadStepOptions(['audio-converter']))]))).toEqual({
      refusal: { reason: 'brokenChain', params: { step: 4, previous: 3 } },
    });
  });
});
