// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteRecipe, RECIPES_KEY, saveRecipe, storedRecipes } from './recipe-store';
import { imageRecipe } from './testing-schemas';

const { webPhotos } = await imageRecipe();

describe('stored recipes', () => {
  beforeEach(() => localStorage.clear());

  it('keeps, lists and deletes recipes', () => {
    const saved = saveRecipe(webPhotos);
    expect(storedRecipes()).toEqual([saved]);
    deleteRecipe(saved.id);
    expect(storedRecipes()).toEqual([]);
  });

  it('reads back only entries of the right shape', () => {
    const saved = saveRecipe(webPhotos);
    const list = JSON.parse(localStorage.getItem(RECIPES_KEY)!);
    localStorage.setItem(RECIPES_KEY, JSON.stringify([...list, { id: 1 }, { ...saved, id: 'x', steps: 'all' }, 'junk']));
    expect(storedRecipes()).toEqual([saved]);
    localStorage.setItem(RECIPES_KEY, '{not json');
    expect(storedRecipes()).toEqual([]);
    localStorage.setItem(RECIPES_KEY, '{"a":1}');
    expect(storedRecipes()).toEqual([]);
  });
});
