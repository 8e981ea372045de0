import { describe, expect, it } from 'vitest';
import { MAX_READ_PARAMETERS } from '../settings/settings-link';
import { readRecipeLink, recipeQuery, toolsInQuery } from './recipe-link';
import { DEFAULT_OPTIONS as CONVERTER_DEFAULTS } from '../../plugins/image-converter/options';
import { imageRecipe } from './testing-schemas';

const { schemas: imageSchemas, webPhotos } = await imageRecipe();

describe('recipe links', () => {
  it('writes short readable keys and reads the same recipe back', () => {
    const query = recipeQuery(webPhotos, imageSchemas);
    expect(query).toContain('name=Web%20photos&1=image-resize&1.mode=pixels&1.width=1200&1.height=&');
    expect(query).toContain('&3=image-converter&3.target=webp&3.quality=82');
    expect(toolsInQuery(query)).toEqual(['image-resize', 'image-compress', 'image-converter']);
    expect(readRecipeLink(query, imageSchemas, 'Untitled')).toEqual({ recipe: webPhotos, ignored: [], unread: 0 });
  });

  it('fills options a link leaves out with the tool defaults', () => {
    const read = readRecipeLink('1=image-converter&1.target=png', imageSchemas, 'Untitled');
    expect(read.recipe).toEqual({ name: 'Untitled', steps: [{ tool: 'image-converter', options: { ...CONVERTER_DEFAULTS, target: 'png' } }] });
  });

  it('ignores and names unknown tools, unknown keys and values a schema refuses, and uses the rest', () => {
    const search =
      'name=<b>Hi</b>&1=image-resize&1.width=-5&1.colour=red&1.height=300&2=rm-rf&2.x=1&3=image-converter&3.target=<script>alert(1)</script>&3.quality=60&zzz=1&lng=de';
    const read = readRecipeLink(search, imageSchemas, 'Untitled');
    expect(read.recipe?.name).toBe('<b>Hi</b>');
    expect(read.recipe?.steps.map((step) => step.tool)).toEqual(['image-resize', 'image-converter']);
    expect(read.recipe?.steps[0].options).toMatchObject({ width: 800, height: 300 });
    expect(read.recipe?.steps[1].options).toEqual({ ...CONVERTER_DEFAULTS, quality: 60 });
    expect(read.ignored.sort()).toEqual(['1.colour', '1.width', '2.x', '2=rm-rf', '3.target', 'zzz'].sort());
  });

  it('reads no recipe from a link without a usable step, and never throws on a hostile one', () => {
    expect(readRecipeLink('name=x&1=nothing', imageSchemas, 'U')).toEqual({ recipe: null, ignored: ['1=nothing'], unread: 0 });
    const flood = Array.from({ length: 10_000 }, (_, i) => `1.k${i}=%00%ZZ`).join('&');
    const read = readRecipeLink(`1=image-resize&${flood}`, imageSchemas, 'U');
    expect(read.recipe?.steps).toHaveLength(1);
    expect(read.unread).toBe(10_001 - MAX_READ_PARAMETERS);
  });

  it('cleans a name of control characters and cuts it short', () => {
    const read = readRecipeLink(`name=${encodeURIComponent('a\u202Eb\u0000 ' + 'x'.repeat(200))}&1=image-converter`, imageSchemas, 'U');
    expect(read.recipe?.name).toBe(`ab ${'x'.repeat(77)}`);
  });
});
